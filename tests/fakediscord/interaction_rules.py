"""Discord's time rules for interactions, enforced when a test asks (`FakeDiscord(
interaction_rules=True)`; off by default, so tests that predate them keep their meaning).

- The first answer (the callback) must arrive within 3 s of the interaction: later, Discord
  answers 404 with code 10062 "Unknown interaction", and the person sees "This interaction
  failed". The refusal is kept on the interaction (`InteractionResult.refusals`).
- The interaction's token (follow-ups, edits and deletions of the original response) is good
  for 15 minutes: later, 401 with code 50027 "Invalid Webhook Token".

Both are judged on the fake's clock (tests/fakediscord/clock.py).
"""

from __future__ import annotations

from dataclasses import dataclass

from .clock import FakeClock
from .errors import ApiError, unknown
from .interactions import InteractionResult

CALLBACK_SECONDS = 3.0
TOKEN_SECONDS = 15 * 60.0


@dataclass
class InteractionRules:
    clock: FakeClock
    enforced: bool = False

    def check_callback(self, result: InteractionResult) -> None:
        late = self.clock.now() - result.created
        if self.enforced and late > CALLBACK_SECONDS:
            result.refusals.append(f"callback {late:.2f} s after the interaction: 10062")
            raise unknown("interaction")

    def check_token(self, result: InteractionResult) -> None:
        age = self.clock.now() - result.created
        if self.enforced and age > TOKEN_SECONDS:
            result.refusals.append(f"token used {age:.0f} s after the interaction: 50027")
            raise ApiError(401, 50027, "Invalid Webhook Token")
