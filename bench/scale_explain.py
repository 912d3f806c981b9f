"""Where the scale benchmark's misses come from (bench/bench_scale.py, issue 36): each global
429 the fake answered, lined up with what the bot processes sent (bench/scale_probe.py), and
each background edit slower than 2 s, split into its steps.

The bot processes and the fake Discord read the same clock (`time.monotonic()`), so a 429
can be compared with what the bots had sent in the second before it: if they sent fewer than
the limit and the fake still counted more, the requests were bunched on their way (the fake's
loop reading late what had waited in its sockets), not sent too fast.
"""

import re
from typing import Any

from bench.scale_probe import PHASES

SLOW = 2.0
SHOWN = 20
SHARD = re.compile(r"shard/(\d+)")
STEPS = tuple(phase for phase in PHASES if phase != "behind_ping")
"""The steps an edit's delay adds up from (`behind_ping` is part of `queue`)."""


def busiest(times: list[float], seconds: float = 1.0) -> tuple[int, float]:
    """The most of `times` within any `seconds` (sliding), and when that window began."""
    times = sorted(times)
    most, began, first = 0, 0.0, 0
    for last, at in enumerate(times):
        while at - times[first] >= seconds:
            first += 1
        if last - first + 1 > most:
            most, began = last - first + 1, times[first]
    return most, began


def within(times: list[float], start: float, end: float) -> int:
    return sum(1 for at in times if start < at <= end)


def worst_lag(lags: list[Any], start: float, end: float) -> float:
    """The longest a loop was late around a moment: a stall is recorded when it ends, and
    what the fake read late it read as the stall ended."""
    return max((lag[1] for lag in lags if start <= lag[0] <= end), default=0.0)


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * share))] if ordered else 0.0


def explain(fake: Any, probes: list[dict[str, Any]], harness_lags: list[Any], span: Any) -> None:
    start, end = span
    print()
    print("## Why (bench/scale_explain.py)")
    explain_refusals(fake, probes, harness_lags, start, end)
    explain_edits(probes)


def explain_refusals(
    fake: Any, probes: list[dict[str, Any]], harness_lags: list[Any], start: float, end: float
) -> None:
    sends = [at for probe in probes for at in probe["sends"] if start <= at <= end]
    arrived = [r.at for r in fake.admitted if start <= r.at <= end]
    sent_most, sent_at = busiest(sends)
    arrived_most, arrived_at = busiest(arrived)
    print()
    print(
        f"Busiest second: sent by the bot processes {sent_most} (at {sent_at - start:.1f} s),"
        f" arrived at the fake {arrived_most} (at {arrived_at - start:.1f} s)"
    )
    for shard, probe in enumerate(probes):
        most, _ = busiest([at for at in probe["sends"] if start <= at <= end])
        print(f"- shard {shard}: busiest second sent {most}")
    refused = [r for r in fake.rate_limited if r.is_global and start <= r.at <= end]
    if not refused:
        return
    print()
    print(
        "| 429 at, s | shard | route | window's age, s | all bots sent in the second before"
        " | sender sent in its second before | requests waiting for the sender's budget"
        " | loop late within 2 s: fake's / sender's, s |"
    )
    print("| ---: | ---: | --- | ---: | ---: | ---: | ---: | --- |")
    for refusal in refused[:SHOWN]:
        found = SHARD.search(refusal.agent)
        shard = int(found.group(1)) if found else -1
        probe = probes[shard] if 0 <= shard < len(probes) else None
        seen = [
            r
            for r in (probe["refusals"] if probe else [])
            if r["global"] and r["sent"] <= refusal.at <= r["answered"]
        ]
        own = seen[0]["own_last_second"] if seen else "?"
        ahead = seen[0]["budget_waiting"] if seen else "?"
        sender_lag = worst_lag(probe["lags"], refusal.at - 2, refusal.at + 2) if probe else 0.0
        print(
            f"| {refusal.at - start:.2f} | {shard} | {refusal.method} {refusal.route}"
            f" | {refusal.at - refusal.window_start:.2f}"
            f" | {within(sends, refusal.at - 1.0, refusal.at)} | {own} | {ahead}"
            f" | {worst_lag(harness_lags, refusal.at - 2, refusal.at + 2):.2f}"
            f" / {sender_lag:.2f} |"
        )


def explain_edits(probes: list[dict[str, Any]]) -> None:
    edits = [edit for probe in probes for edit in probe["edits"]]
    slow = [edit for edit in edits if edit["total"] > SLOW]
    print()
    for shard, probe in enumerate(probes):
        lags = [lag for _, lag, _ in probe["lags"]]
        waits = [wait for _, _, wait in probe["lags"]]
        wall = probe["lags"][-1][0] - probe["lags"][0][0] if len(probe["lags"]) > 1 else 1.0
        print(
            f"- shard {shard}: CPU {probe['cpu']:.2f} core; loop late p50 / p99 / max"
            f" {percentile(lags, 0.5) * 1000:.0f} / {percentile(lags, 0.99) * 1000:.0f}"
            f" / {max(lags, default=0) * 1000:.0f} ms; waited for a core"
            f" {(waits[-1] - waits[0]) / wall if waits else 0:.2f} of the time"
        )
    print()
    print(f"Background edits: {len(edits):,}, slower than {SLOW:.0f} s: {len(slow):,}")
    if not edits:
        return
    columns = [*PHASES, "other", "stall", "runqueue"]
    print()
    print("| edits | total | " + " | ".join(columns) + " |")
    print("| --- | ---: | " + " | ".join("---:" for _ in columns) + " |")
    for name, chosen in (("all, mean s", edits), (f"> {SLOW:.0f} s, mean s", slow)):
        if not chosen:
            continue
        means = [sum(phase_of(e, c) for e in chosen) / len(chosen) for c in ["total", *columns]]
        print(f"| {name} | " + " | ".join(f"{m:.2f}" for m in means) + " |")
    if slow:
        leading = [max((*STEPS, "other"), key=lambda c: phase_of(e, c)) for e in slow]
        print()
        print(
            f"Longest step of each edit past {SLOW:.0f} s: "
            + ", ".join(f"{c} {leading.count(c)}" for c in sorted(set(leading), key=leading.count))
        )


def phase_of(edit: dict[str, float], column: str) -> float:
    if column == "other":
        return max(0.0, edit["total"] - sum(edit[s] for s in STEPS))
    return edit[column]
