# pickomino-bot: docker build -t pickomino-bot . && docker run -e DISCORD_TOKEN -v pickomino-data:/data pickomino-bot
# The base image is pinned to an exact Python release, the one CI and the benchmarks run on;
# constraints.txt pins every package installed on top of it.
# Build stage: installs the dependencies, then the bot, into /opt/pickomino.
FROM python:3.11.7-slim-bookworm AS build
ENV PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    PYTHONDONTWRITEBYTECODE=1
WORKDIR /src
# The dependencies in their own layer, before the source: a code change does not reinstall them.
COPY pyproject.toml constraints.txt ./
COPY docker/install.sh docker/install.sh
RUN sh docker/install.sh dependencies /opt/pickomino
COPY README.md ./
COPY bot/ bot/
COPY charts/ charts/
COPY cogs/ cogs/
COPY console/ console/
COPY engine/ engine/
COPY pictures/ pictures/
COPY storage/ storage/
COPY tables/ tables/
COPY words/ words/
RUN sh docker/install.sh bot /opt/pickomino

# Final stage: the same Python, the installed environment, no pip/setuptools/wheel, no source.
FROM python:3.11.7-slim-bookworm
RUN python -m pip uninstall --yes --quiet pip setuptools wheel \
    && useradd --system --uid 10001 --user-group --home-dir /nonexistent --no-create-home pickomino \
    && mkdir /data /backups \
    && chown 10001:10001 /data /backups
COPY --from=build /opt/pickomino /opt/pickomino
COPY docker/healthcheck.sh /opt/pickomino/healthcheck.sh
ENV PATH=/opt/pickomino/bin:$PATH \
    PYTHONUNBUFFERED=1 \
    XDG_CACHE_HOME=/opt/pickomino/cache \
    PICKOMINO_DATABASE_PATH=/data/pickomino.db \
    PICKOMINO_BACKUP_FOLDER=/backups
USER 10001:10001
WORKDIR /data
VOLUME ["/data", "/backups"]
STOPSIGNAL SIGTERM
# A shell and one `find` read the age of the heartbeat file (docker/healthcheck.sh); starting
# the bot's Python for this (`pickomino-bot health`) would cost about 0.05 s of processor and
# 18 MB every time.
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=1 \
    CMD ["sh", "/opt/pickomino/healthcheck.sh"]
ENTRYPOINT ["pickomino-bot"]
CMD ["run"]
