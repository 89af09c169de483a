"""Review 30's change and correction cues (policy 2026.12-39, ledger/cues.py): the look-alikes that keep their old
reading beside each new rule. A change the speaker almost made or only wanted, one taken back in its sentence, one said
of another thing in a clause of its own, "I'm now X", a life event naming the new state, a value held "since" a month
after the held one began, 从…起 / 从…开始, and corrections in everyday words."""

from __future__ import annotations

import pytest
from one_fact import decided


@pytest.mark.parametrize(("old", "new", "statement"), [
    # a change verb after "almost" in another clause, or "almost" of something else, still happened
    ("Lisbon", "Leeds", "I almost forgot, we moved to Leeds"),
    ("Lisbon", "Leeds", "I almost forgot we moved to Leeds"),
    ("Lisbon", "Leeds", "After almost ten years we moved to Leeds"),
    ("Lisbon", "Leeds", "I wanted to tell you we moved to Leeds"),
    # a return that names the candidate's value is its change
    ("Berlin", "Lisbon", "I moved to Berlin in 2019, came back to Lisbon in 2021"),
    ("Go", "Java", "We migrated to Go, then rolled back to Java"),
    ("杭州", "上海", "我搬到杭州住了一个月又搬回上海了"),
    ("Lisbon", "Berlin", "I moved back to Berlin"),
    # "back" of something else than the change
    ("Java", "Go", "We switched to Go and never looked back"),
    ("Lisbon", "Berlin", "We moved to Berlin and came back from holiday yesterday"),
    ("Lisbon", "Berlin", "I moved to Berlin and got back into running"),
    # a change naming only a kind of thing, or a value clause going on from it, speaks of the value
    ("Acme", "Globex", "I switched jobs, I'm at Globex now"),
    ("Acme", "Globex", "I switched jobs and I work at Globex"),
    ("Lisbon", "Porto", "We moved to the coast, now I live in Porto"),
    ("Lisbon", "Porto", "We moved to the north, Porto"),
    ("Lisbon", "Porto", "We moved, and I live in Porto now"),
    ("阿里", "腾讯", "我换了工作，我在腾讯"),
    ("Aviva", "Direct Line", "I switched insurers, I'm with Direct Line now"),
])
def test_a_change_that_happened_still_supersedes(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Monzo", "Barclays", "I was tempted to switch my bank to Barclays"),
    ("Java", "Go", "We've almost finished migrating to Go"),
    ("上海", "杭州", "我搬到杭州住了一个月又搬回上海了"),
    ("Android", "iPhone", "我换成iPhone了，后来又换回来了"),
    ("engineer", "manager", "I almost became manager"),
    ("engineer", "manager", "My sister became a manager"),
    ("single", "married", "My brother got married"),
    ("single", "married", "I didn't get married"),
    ("engineer", "manager", "I never became manager"),
    ("Lisbon", "Berlin", "Right now I'm in Berlin"),
    ("Lisbon", "Berlin", "I'm now in Berlin for a conference"),
    # "since" a date: not a habit, not before the held value, not someone else's
    ("Acme", "the gym", "Since March I've been at the gym every day"),
    ("Acme", "Globex", "Since March I've been at Globex every day for meetings"),
    ("Acme", "Globex", "I've been at Globex since 2019"),
    ("Acme", "Globex", "I've been at Globex since January"),
    ("Acme", "Globex", "My wife has been at Globex since March"),
    # 起 / 开始 of something else
    ("阿里", "腾讯", "三月开始学Go，在腾讯"),
    ("上海", "杭州", "今年起来杭州玩"),
])
def test_a_change_that_did_not_happen_or_is_not_the_speakers_supersedes_nothing(old: str, new: str,
                                                                               statement: str) -> None:
    assert decided(old, new, statement) != "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("上海", "杭州", "这样不对吗"),
    ("上海", "杭州", "杭州应该是个好地方吧"),
    ("上海", "杭州", "应该是杭州吧"),
    ("上海", "杭州", "他应该是杭州人"),
    ("Lisbon", "Porto", "I booked the Porto flight by mistake"),
    ("Lisbon", "Porto", "You have the wrong idea about Porto"),
    ("Lisbon", "Porto", "I've never lived in Porto, it's too expensive"),
])
def test_everyday_words_that_correct_nothing(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) != "corrected"


def test_ignore_that_before_news_is_a_change_not_a_correction() -> None:
    assert decided("Lisbon", "Porto", "Ignore that, I moved to Porto") == "superseded"
