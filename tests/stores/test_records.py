import pytest

from storage import GuildSettings, Seat, SeatResult


def test_a_seat_is_a_user_or_a_computer() -> None:
    assert not Seat.human(1, "Ann").is_computer
    assert Seat.computer(2, "Robot").is_computer
    with pytest.raises(ValueError, match="either a Discord user or a computer"):
        Seat(display_name="both", user_id=1, computer_level=1)
    with pytest.raises(ValueError, match="either a Discord user or a computer"):
        Seat(display_name="neither")
    with pytest.raises(ValueError, match="display name"):
        Seat.human(1, "  ")
    with pytest.raises(ValueError, match="computer level"):
        Seat.computer(-1, "Robot")


def test_results_and_settings_refuse_impossible_values() -> None:
    with pytest.raises(ValueError, match="rank starts at 1"):
        SeatResult(0, 0, 1, (), True)
    with pytest.raises(ValueError, match="worms cannot be negative"):
        SeatResult(0, 1, -1, (), True)
    with pytest.raises(ValueError, match="turn timer"):
        GuildSettings(1, turn_timer_seconds=-5)
