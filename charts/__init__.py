"""Charts as PNG pictures, drawn with matplotlib's Agg back-end (issue 29).

The package knows nothing of games, storage or languages: callers hand it plain data with
every word already translated (charts.spec) and get PNG bytes back. matplotlib is imported
by the drawing functions only, so a process that never draws a chart never loads it.
"""
