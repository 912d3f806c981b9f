#!/bin/sh
# Install the pickomino-bot source in the current directory into a new virtual environment
# at $1, with no pip, setuptools or wheel inside it: they run from the building Python only,
# so nothing that builds packages is left in the environment that runs the bot.
# The Dockerfile runs this; tests/test_packaging.py runs it too, in a clean temporary folder.
set -eu
target="$1"
python="${PYTHON:-python3}"
"$python" -m venv --without-pip "$target"
"$python" -m pip --python "$target/bin/python" install --no-input .

# Babel carries the data of a thousand locales (about 30 MB, half of the environment); the
# bot only speaks the languages of bot/locales, so only their data (and the root) is kept.
data=$("$target/bin/python" -c 'import babel, os; print(os.path.dirname(babel.__file__))')/locale-data
keep=" root.dat $(ls bot/locales | sed 's/$/.dat/' | tr '\n' ' ')"
for file in "$data"/*.dat; do
    case "$keep" in
        *" ${file##*/} "*) ;;
        *) rm "$file" ;;
    esac
done

"$target/bin/pickomino-bot" version
