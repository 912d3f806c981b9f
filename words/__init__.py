"""Every word players and operators read, in each language: the gettext catalogs of
`words/locales` and their lookup (`words.i18n`). It sits below the table layer and imports
nothing of ours."""
