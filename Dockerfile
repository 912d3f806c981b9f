# pickomino-bot: docker build -t pickomino-bot . && docker run -e DISCORD_TOKEN -v pickomino-data:/data pickomino-bot
# Build stage: installs the bot and its dependencies (all published as wheels) into /opt/pickomino.
FROM python:3.11-slim AS build
ENV PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    PYTHONDONTWRITEBYTECODE=1
WORKDIR /src
COPY pyproject.toml README.md ./
COPY bot/ bot/
COPY cogs/ cogs/
COPY console/ console/
COPY engine/ engine/
COPY docker/install.sh docker/install.sh
RUN sh docker/install.sh /opt/pickomino

# Final stage: the same Python, the installed environment, no pip/setuptools/wheel, no source.
FROM python:3.11-slim
RUN python -m pip uninstall --yes --quiet pip setuptools wheel \
    && useradd --system --uid 10001 --user-group --home-dir /nonexistent --no-create-home pickomino \
    && mkdir /data \
    && chown pickomino:pickomino /data
COPY --from=build /opt/pickomino /opt/pickomino
ENV PATH=/opt/pickomino/bin:$PATH \
    PYTHONUNBUFFERED=1 \
    PICKOMINO_DATABASE_PATH=/data/pickomino.db
USER pickomino
WORKDIR /data
VOLUME ["/data"]
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=30s --timeout=10s --start-period=60s --retries=3 \
    CMD ["pickomino-bot", "health"]
ENTRYPOINT ["pickomino-bot"]
CMD ["run"]
