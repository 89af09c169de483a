"""Review 25: policies 2026.12-34/-35 attacked with wording they were not written for: typos and shorthand mended
where the text meant something else (`ledger.mend`), units and currencies read out of statements (`values.said`),
the yes / no flip words (`policy._FLIPPED`), ranked keys (`_RANKED`), upgrades (`_UPGRADED`), the new "joined" change
cue, the new endings ("ditched", "laid off / fired / let go from"), transcripts read as the user's own words, quoted
lines blanked, the map-pin rule and underscored card numbers in the gate, and the cost of the new patterns.

All fixed in policy 2026.12-36. Every `test_defect_` test fails on 2026.12-35 (each docstring says the DOMAIN rule, what the code does and what is
expected; where DOMAIN allows two readings the conservative one, a conflict, is expected, never a silent change,
ending or reinforcement that loses a value). The `test_guard_` tests pass and pin what a fix must keep."""

from __future__ import annotations

import multiprocessing
from datetime import UTC, datetime
from typing import Any

import pytest
from one_fact import refusal

from ledger.events import FactContent
from ledger.mend import mended
from ledger.policy import Candidate, decide
from ledger.slot import Fact

JAN1 = datetime(2026, 1, 1, tzinfo=UTC)
JUNE1 = datetime(2026, 6, 1, tzinfo=UTC)
PROHIBITED = "prohibited_content"


def decided(old: Any, new: Any, statement: str, key: str = "k", cardinality: str = "one",
            old_statement: str | None = None) -> str:
    """The user's statement of `new` under `key` on 1 June, against `old` held since 1 January (said as
    `old_statement`)."""
    held = Fact(fact_id="s.1", kind="profile", source="user_stated", status="active", valid_from=JAN1, valid_to=None,
                recorded_at=JAN1, expired_at=None, confidence=1.0, importance=0.5,
                content=FactContent(value=old, statement=old_statement), last_seen=JAN1)
    return decide([held], Candidate(key, new, statement, "user_stated", "profile", cardinality, JUNE1)).decision


# -- ledger.mend: false mends -----------------------------------------------------------------------------------------


@pytest.mark.parametrize(("old", "new", "statement", "key"), [
    ("@sam_old", "@sam_new", "we moved to Leeds in May! also my twitter is @sam_new", "social.twitter"),
    ("@sam_old", "@sam_new", "I switched teams last week. My handle is @sam_new", "social.twitter"),
    ("A4", "B4", "We moved offices in May. The printer takes B4", "office.paper_size"),
    ("Flutter", "rn", "we moved to Leeds in May. mobile app is in rn", "stack.mobile"),
])
def test_defect_a_mend_that_rewrites_the_value_lets_another_sentences_cue_decide(old: str, new: str, statement: str,
                                                                               key: str) -> None:
    """DOMAIN 2: a different value on a single-valued key without a cue about it is a conflict (cue_of reads cues only
    in the sentences naming a value). The policy's mended reading drops the "@" of the handle and turns "B4" (a paper
    size) into "before" and "rn" (React Native) into "right now": the value is no longer named, so the move / switch of
    another sentence ("we moved to Leeds") is read as this key's change and the held value is superseded silently.
    Expected: conflict, as -34 (HEAD~2) decided."""
    assert decided(old, new, statement, key) == "conflict"


@pytest.mark.parametrize(("value", "statement", "key"), [
    ("sourdough", "you know longer proofing makes sourdough tangier", "hobby.baking"),
    ("Go", "you know longer compile times in Rust are why I use Go", "stack.language"),
    ("coffee", "you know longer steeping makes coffee bitter, right", "diet.drink"),
    ("coffee", "y'all know longer brews make coffee bitter", "diet.drink"),
])
def test_defect_you_know_longer_is_mended_into_no_longer(value: str, statement: str, key: str) -> None:
    """DOMAIN 2: the same value said again is a reinforcement; mend.py mends only "what cannot be read another way".
    "know longer" is mended as a homophone of "no longer", but "you know, longer X ..." is plain English: the value is
    ended ("invalidated") on a statement that restates it ("... why I use Go"). Expected: reinforced (as -34)."""
    assert decided(value, value, statement, key) == "reinforced"


@pytest.mark.parametrize("text", ["所以经常加班", "可以经过北京", "以经纬度为准"])
def test_defect_yijing_inside_suoyi_and_keyi_is_mended(text: str) -> None:
    """mend.py: Chinese typos are mended "outside the words they are part of" (以经验 is no 已经). 以经 is also the end of
    所以 / 可以 before 经常, 经过, and 以 before 经纬度: "所以经常加班" (so I often work late) is mended into "所已经常加班".
    Expected: the text left as written."""
    assert mended(text, message=True) is text


def test_defect_yijing_inside_suoyi_makes_a_change() -> None:
    """DOMAIN 2: without a change cue, a new city against the held one is a conflict. "苏州离得近，所以经不住诱惑周末常去"
    (Suzhou is near, so I can't resist going there at weekends) is mended into "…所已经不住…", whose 已经不 is a change
    cue: Shanghai is superseded by Suzhou. Expected: conflict (as -34)."""
    assert decided("上海", "苏州", "苏州离得近，所以经不住诱惑周末常去", "home.city") == "conflict"


@pytest.mark.parametrize("text", [
    "I'm no loner",  # an English phrase ("not a loner"), mended into "I'm no longer"
    "print it on B4 paper",  # a paper size, mended into "before paper"
    "Vitamin B4",
    "I work on TMR sensors",  # upper case (tunnel magnetoresistance), mended into "tomorrow sensors"
    "the conf file lives in /etc/nginx",  # a configuration file, mended into "the conference file"
])
def test_defect_words_that_are_other_words_are_mended(text: str) -> None:
    """mend.py's contract: "Only what cannot be read another way is mended" (shorthand "that is no other word"; "RN"
    left because it is a nurse). These spellings are other words in their text and are rewritten anyway (B4 and TMR
    are folded case-insensitively). Expected: the text left as written."""
    assert mended(text, message=True) is text


# -- quoted lines, transcripts ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("statement", [
    "User said:\n> I moved to Leeds last week",
    "Forwarding what I told HR:\n> I have moved to Leeds, please update my address",
    "As I wrote to my landlord:\n> I have moved to Leeds, please send the deposit there",
])
def test_defect_a_quote_of_the_users_own_words_is_blanked(statement: str) -> None:
    """DOMAIN 2: an explicit change cue supersedes. The policy blanks every line starting with ">" as "a quoted earlier
    message" of someone else, but these quote the user's own words (an agent quoting the user, the user forwarding
    what they wrote): the move is lost and the clash is flagged as a conflict. Expected: superseded (as -34)."""
    assert decided("York", "Leeds", statement, "home.city") == "superseded"


@pytest.mark.parametrize(("old", "new", "statement", "key"), [
    ("York", "Leeds", "Voice transcript of my brother: 'I moved to Leeds last week'", "home.city"),
    ("York", "Leeds", "Voice note from my brother: 'I moved to Leeds last week'", "home.city"),
    ("York", "Leeds", "Transcript of Tom's voice note: 'I moved to Leeds last week'", "home.city"),
    ("York", "Leeds", "Tom's WhatsApp voice note: 'I moved to Leeds last week'", "home.city"),
    ("York", "Leeds", "The voice message my sister left: 'I moved to Leeds last week'", "home.city"),
    ("York", "Leeds", "Dictated by my wife: 'I moved to Leeds last week'", "home.city"),
    ("York", "Leeds", "Meeting transcript, Priya: 'I moved to Leeds last week'", "home.city"),
    ("苏州", "深圳", "我妈的语音：“我搬到深圳了”", "home.city"),
    ("苏州", "深圳", "小王发来的语音：“我搬到深圳了”", "home.city"),
    ("vegan", "vegan", "voice note from Tom: 'Sam is vegan'", "diet"),
])
def test_defect_someone_elses_transcript_is_read_as_the_users_words(old: str, new: str, statement: str,
                                                                    key: str) -> None:
    """Seed 002 / DOMAIN 2: someone else's words are not the subject's fact (-35's own test: "Tom's voice note: 'Sam is
    vegan'" is rejected). assertion._SAYING now reads any "voice note / transcript / dictated / 语音" as the user's own
    words unless "X's" stands right before it, so a brother's, a sister's, a colleague's or 我妈's recorded words are
    read as the user's: the user's home is superseded by the relative's. Expected: rejected (value_not_asserted),
    as -34 decided."""
    assert decided(old, new, statement, key) == "rejected"


# -- "joined" -----------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("statement", [
    "Before Initech, I joined Vandelay in 2019",
    "Years ago, I joined Vandelay as an intern",
    "Back in 2019, I joined Vandelay straight out of uni",
    "I joined Vandelay in 2019 and left in 2022",
])
def test_defect_joined_told_as_history_is_a_change(statement: str) -> None:
    """DOMAIN 2/3: a change cue supersedes from now; news of the past is no change now. "I joined X" told as history
    (before the held employer, years ago, joined and left) is read as today's change: Initech, the current employer,
    is ended now and Vandelay recorded as current. Expected: conflict (as -34)."""
    assert decided("Initech", "Vandelay", statement, "work.employer") == "conflict"


@pytest.mark.parametrize(("old", "new", "statement", "key"), [
    ("Initech", "Vandelay", "I joined Vandelay as a part-time consultant, still full-time at Initech", "work.employer"),
    ("PureGym", "The Gym Group", "we joined The Gym Group for the pool, still keeping PureGym", "fitness.gym"),
])
def test_defect_joined_while_the_held_value_still_holds_is_a_change(old: str, new: str, statement: str,
                                                                    key: str) -> None:
    """DOMAIN 2: two values said to hold at once on a single-valued key are a contradiction (conflict, never pick one
    silently). The statement says the held value still holds ("still full-time at Initech"), yet "joined" supersedes
    it. Expected: conflict (as -34)."""
    assert decided(old, new, statement, key) == "conflict"


@pytest.mark.parametrize(("old", "new", "statement", "key"), [
    ("Payments", "Platform", "I joined the Platform standup today to listen in", "work.team"),
    ("Initech", "Vandelay", "we joined forces with Vandelay on the bid", "work.employer"),
    ("Porto", "Lisbon", "For the summer, I joined my partner in Lisbon", "home.city"),
])
def test_defect_joined_a_meeting_a_partnership_or_a_person_is_a_change(old: str, new: str, statement: str,
                                                                       key: str) -> None:
    """DOMAIN 2: without a cue of this value's change, a clash is a conflict. Joining a standup, joining forces with a
    company or joining a partner for the summer is no new team, employer or home, yet the "joined" cue supersedes the
    held value. Expected: conflict (as -34)."""
    assert decided(old, new, statement, key) == "conflict"


# -- endings: "laid off / fired / let go from", "ditched" ------------------------------------------------------------------


@pytest.mark.parametrize("statement", [
    "half my team got laid off from Hooli, I survived the cut",
    "my whole department was let go from Hooli, I'm the last one left",
    "40 engineers were laid off from Hooli this week, I kept my job",
    "a friend who got fired from Hooli is staying with us",
    "Priya got laid off from Hooli yesterday",
])
def test_defect_someone_elses_layoff_ends_the_users_employer(statement: str) -> None:
    """Seed 002 / DOMAIN 2: someone else's ending is not the user's. "laid off / fired / let go from" is read as an
    ending of the user's employer whoever was laid off (a team, engineers, a friend, Priya), even when the user says
    they kept their job: Hooli is invalidated. Expected: reinforced (as -34)."""
    assert decided("Hooli", "Hooli", statement, "work.employer") == "reinforced"


@pytest.mark.parametrize(("value", "statement", "key"), [
    ("Spotify", "ditched the Spotify family plan, on Spotify student now", "music.service"),
    ("Spotify", "ditched the Spotify app for the web player", "music.service"),
    ("Netflix", "ditched the Netflix premium tier, basic is enough", "tv.streaming"),
    ("iPhone", "ditched the iPhone case, still love the phone", "phone"),
    ("vegan", "ditched the vegan cheese, still vegan though", "diet"),
    ("Python", "ditched Python 2 finally, all Python 3", "stack.language"),
    ("Hooli", "I got fired from the Hooli bowling league lol, still work there", "work.employer"),
    ("Hooli", "got let go from the Hooli Berlin office, transferred to Hooli London", "work.employer"),
])
def test_defect_ditching_a_thing_of_the_value_ends_the_value(value: str, statement: str, key: str) -> None:
    """DOMAIN 2: a value ends only where the statement says it stopped holding. "ditched" / "fired from" / "let go
    from" a plan, an app, a tier, a case, a product, a league or an office of the value ends the value itself, though
    the statement says it still holds ("on Spotify student now", "still vegan", "still work there"). Expected:
    reinforced (as -34)."""
    assert decided(value, value, statement, key) == "reinforced"


# -- yes / no turned (_FLIPPED) ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("old", "new", "statement"), [
    (False, True, "I started a new job in May, and yes I'm vegetarian"),
    (True, False, "I quit my job last week. Not vegetarian btw"),
    (True, False, "my wife stopped eating meat; I'm not vegetarian"),
    (False, True, "I'm in Berlin now. vegetarian, yes"),
    (False, True, "我开始学日语了，还是吃素"),
])
def test_defect_a_flip_word_about_something_else_turns_a_yes_or_no(old: bool, new: bool, statement: str) -> None:
    """DOMAIN 2: without a cue, a clash on a single-valued key is a conflict. _FLIPPED is searched in the whole
    statement: "started" a job, "quit" a job, the wife "stopped", Berlin "now", 开始学日语 make the other yes / no a
    change (superseded), though they speak of other things ("still vegetarian": 还是吃素). Expected: conflict, as the
    same statement without those words is ("vegetarian, yes")."""
    assert decided(old, new, statement, "diet.vegetarian") == "conflict"


@pytest.mark.parametrize(("old", "new", "statement", "key"), [
    (False, True, "I never stopped being vegetarian", "diet.vegetarian"),
    (True, False, "I'm going to quit drinking next month", "diet.drinks_alcohol"),
    (True, False, "thinking about whether to quit drinking", "diet.drinks_alcohol"),
    (True, False, "I might quit drinking, not sure yet", "diet.drinks_alcohol"),
])
def test_defect_a_negated_or_planned_flip_is_a_change(old: bool, new: bool, statement: str, key: str) -> None:
    """DOMAIN 2: a change is what happened; a plan or a denial is none. "never stopped", "going to quit next month",
    "thinking about whether to quit", "might quit" are read as a yes / no turned today (superseded). Expected: a
    conflict (or, for the denial, a correction; for a plan, a refusal): never a change recorded now."""
    assert decided(old, new, statement, key) in ("conflict", "corrected", "rejected")


@pytest.mark.parametrize("statement", [
    "不好意思了，我其实一直吃素",
    "差不多了吧，我一直都是吃素的",
    "太不容易了，不过我一直吃素",
])
def test_defect_bu_le_that_is_no_negation_turns_a_yes_or_no(statement: str) -> None:
    """DOMAIN 2: without a cue, a clash is a conflict. _FLIPPED's 不…了 matches 不好意思了 (sorry), 差不多了 (about
    right), 太不容易了 (not easy): a user saying they have always (一直) been vegetarian is recorded as having become
    one today (superseded). Expected: conflict (as "I've always been vegetarian" is) or a correction."""
    assert decided(False, True, statement, "diet.vegetarian") in ("conflict", "corrected")


# -- ranked keys (_RANKED) --------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("old", "new", "statement", "key", "cardinality", "expected"), [
    (["asthma", "eczema"], ["eczema", "asthma"], "eczema and asthma", "health.disorders", "one", "reinforced"),
    (["ADHD", "OCD"], ["OCD", "ADHD"], "OCD and ADHD", "health.disorders", "many", "reinforced"),
    (["oat milk", "extra shot"], ["extra shot", "oat milk"], "extra shot, oat milk as usual", "coffee.usual_order",
     "one", "reinforced"),
    (["Leo", "Max"], ["Max", "Leo"], "Max and Leo", "family.stepsons", "one", "reinforced"),
    (["Germany", "Poland"], ["Poland", "Germany"], "Poland and Germany", "travel.borders_crossed", "one", "reinforced"),
])
def test_defect_keys_holding_order_or_steps_inside_a_word_are_ranked(old: list[str], new: list[str], statement: str,
                                                                     key: str, cardinality: str, expected: str) -> None:
    """values.py: lists compare as sets (the order says nothing); only a ranking or a sequence keeps its order. _RANKED
    finds "order" in "disorders", "borders", a coffee order (a set of modifiers) and "steps" in "stepsons": the same
    set said in another order is a conflict (and on a multi-valued key the same list is added a second time).
    Expected: reinforced."""
    assert decided(old, new, statement, key, cardinality) == expected


@pytest.mark.parametrize(("old", "new", "statement", "key"), [
    (["Python", "Go"], ["Go", "Python"], "since I moved to Leeds I've been writing Go and Python, same as always",
     "stack.languages"),
    (["French", "German"], ["German", "French"], "I moved to Zurich; I speak German and French, like before",
     "languages.spoken"),
])
def test_defect_a_set_in_another_order_beside_a_move_is_a_change(old: list[str], new: list[str], statement: str,
                                                                 key: str) -> None:
    """DOMAIN 2: the same value said again is a NOOP; on a key that is no ranking the list is a set. _reordered makes
    a reorder a change whenever the statement holds any change cue, here the user's move, not a new order: the same
    set is superseded by itself ("same as always", "like before"). Expected: reinforced."""
    assert decided(old, new, statement, key) == "reinforced"


# -- upgrades (_UPGRADED) ---------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("old", "new", "statement", "key"), [
    ("iPhone 15", "iPhone 15 Pro", "upgraded my broadband too; btw the phone's an iPhone 15 Pro, to be precise",
     "phone"),
    ("iPhone 15", "iPhone 15 Pro", "my wife upgraded to an iPhone 16; mine is an iPhone 15 Pro", "phone"),
    ("Mate 60", "Mate 60 Pro", "我老婆升级到Mate 70了，我的是Mate 60 Pro", "phone"),
    ("Model 3", "Model 3 Long Range", "upgraded the home charger; the car is a Model 3 Long Range", "car.model"),
    ("Pixel 8", "Pixel 8 Pro", "I traded crypto in 2021, lost a lot lol. phone is a Pixel 8 Pro", "phone"),
])
def test_defect_an_upgrade_of_something_else_makes_a_refinement_a_change(old: str, new: str, statement: str,
                                                                        key: str) -> None:
    """DOMAIN 2: refinement (a more specific value) vs change. _UPGRADED is searched in the whole statement: the
    broadband's, the wife's or the charger's upgrade, or "traded crypto in", turn the user's own model told more
    precisely into a replaced one (superseded). Expected: refined, as the same statement without those words is."""
    assert decided(old, new, statement, key) == "refined"


@pytest.mark.parametrize("statement", [
    "I never upgraded, it's an iPhone 15 Pro, always was",
    "waiting for an upgrade, still on the iPhone 15 Pro",
    "I'll upgrade next year; for now it's the iPhone 15 Pro",
    "no upgrade this year, still the iPhone 15 Pro",
])
def test_defect_an_upgrade_denied_or_planned_is_a_change(statement: str) -> None:
    """DOMAIN 2: a change is what happened. "never upgraded", "waiting for an upgrade", "I'll upgrade next year", "no
    upgrade" say the phone was not replaced, yet the model told more precisely is superseded as replaced. Expected:
    refined (as "still on the iPhone 15 Pro" is)."""
    assert decided("iPhone 15", "iPhone 15 Pro", statement, "phone") == "refined"


# -- units and currencies read from statements (values.said) -----------------------------------------------------------------

_PAYROLL = "they moved me to the US payroll, 60,000 USD now, same number lol"  # (-34's own test: superseded after EUR)


@pytest.mark.parametrize(("old_statement", "statement"), [
    ("EUR 60,000 a year", _PAYROLL),
    ("€60k a year", _PAYROLL),
    ("60.000 € im Jahr", _PAYROLL),
    ("60 000 EUR a year", _PAYROLL),
    ("60,000 EUR a year", "they moved me to the US payroll, USD 60,000 now, same number lol"),
])
def test_defect_a_currency_written_before_the_number_or_with_k_is_unread(old_statement: str, statement: str) -> None:
    """DOMAIN 2: a change with a cue supersedes; 60,000 EUR is not 60,000 USD (-34). A currency code before the
    number ("EUR 60,000", "USD 60,000"), "€60k", and European separators ("60.000 €", "60 000 EUR") are not read, so
    one side is bare, "a currency said on one side only is no difference", and the currency change is lost as a
    reinforcement. Expected: superseded, as for "60,000 EUR a year"."""
    assert decided(60000, 60000, statement, "work.salary", old_statement=old_statement) == "superseded"


@pytest.mark.parametrize(("old_statement", "statement", "expected"), [
    ("HK$60,000 a year", "they moved me to the US payroll, US$60,000 now, same number lol", "superseded"),
    ("NZ$60,000 a year", "moved to the US payroll, $60,000 now, same number lol", "superseded"),
    ("A$60,000 a year", "still 60,000 AUD", "reinforced"),
    ("C$60,000 a year", "still 60,000 CAD", "reinforced"),
])
def test_defect_another_countrys_dollar_sign_is_read_as_us_dollars(old_statement: str, statement: str,
                                                                  expected: str) -> None:
    """DOMAIN 2 (same -> NOOP; a change supersedes). The "$" of HK$, NZ$, A$, C$ is read as USD: HK$ 60,000 and
    US$ 60,000 are "the same" (the move to US pay is lost as a reinforcement), while A$ 60,000 and 60,000 AUD differ
    (a restatement flagged as a conflict). Expected: the change superseded, the restatement reinforced."""
    assert decided(60000, 60000, statement, "work.salary", old_statement=old_statement) == expected


@pytest.mark.parametrize(("old", "old_statement", "new", "statement", "key"), [
    (30, "I turned 30 in March", 30, "I live 30 minutes from the office and I'm 30", "age"),
    (30, "I'm 30", 30, "still 30, and my commute is 30 min", "age"),
    (2, "two kids", 2, "2 kids, 2 kg of laundry a day lol", "family.kids"),
    (80, "I'm 80 kg", 80, "80, and I do 80 km rides", "body.weight"),
])
def test_defect_a_unit_of_another_quantity_in_the_statement_is_given_to_the_value(
        old: int, old_statement: str, new: int, statement: str, key: str) -> None:
    """DOMAIN 2: the same value said again is a NOOP. `said` gives a bare number the unit of the first equal number in
    its statement, whatever that number counts: an age of 30 becomes "30 minutes", two kids "2 kg", a weight of 80 kg
    "80 km"; "a dimension said on one side only" then makes the restatement a conflict. Expected: reinforced."""
    assert decided(old, new, statement, key, old_statement=old_statement) == "reinforced"


@pytest.mark.parametrize(("old_statement", "statement"), [
    ("I usually tip 15%", "I tip a flat 15 dollars now"),
    ("I tip 15 percent", "15 EUR flat now"),
])
def test_defect_a_percentage_is_the_same_as_an_amount_of_money(old_statement: str, statement: str) -> None:
    """DOMAIN 2: a change with a cue supersedes (or, conservatively, a conflict). A percent is not read beside the
    number, so 15 % is bare and "a currency said on one side only is no difference": 15 % of the bill and a flat
    15 dollars are the same, and the change is lost as a reinforcement. Expected: superseded or conflict."""
    assert decided(15, 15, statement, "habits.tip", old_statement=old_statement) in ("superseded", "conflict")


# -- the write gate -----------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("value", "statement", "key"), [
    ("b4-Sunset!", "home wifi pw b4-Sunset!", "home.wifi"),
    ("b4-Sunset!", "wifi password b4-Sunset!", "home.wifi"),
    ("b4-Sunset!", "the router passcode b4-Sunset!", "home.router"),
    ("b4-Sunset!", "密码 b4-Sunset!", "home.wifi"),
    ("2nite-Owl", "wifi password 2nite-Owl", "home.wifi"),
    ("2moro-Sky!", "wifi pw 2moro-Sky!", "home.wifi"),
])
def test_defect_the_gates_mending_removes_a_passwords_digit(value: str, statement: str, key: str) -> None:
    """DOMAIN 4: credentials are refused; the gate must refuse every secret it refused before. The gate reads the
    statement mended, and "b4", "2nite", "2moro" inside the password become "before", "tonight", "tomorrow": the
    password loses its only digit, "password <value with a digit>" no longer matches, and the password is stored.
    Expected: prohibited_content (as -34)."""
    assert refusal(value, statement, key) == PROHIBITED


@pytest.mark.parametrize(("value", "statement"), [
    ("Tr0ub4dor", "this is my Windows PIN"),  # an alphanumeric PIN (Windows Hello allows letters and symbols)
    ("Zebra!42", "here's the pin"),
    ("4821#", "this is the pin for the front door"),
    ("4821*", "here's my pin"),
    ("#4821", "this is my card pin"),
    ("４８２１＃", "this is my door pin"),
    ("482193021", "this is my bank pin"),  # a 9-digit PIN (ISO 9564 allows 4-12)
    ("bike-lock 4821", "this is my pin"),
])
def test_defect_a_pin_that_is_not_four_to_eight_bare_digits_is_stored(value: str, statement: str) -> None:
    """DOMAIN 4: credentials are refused. The map-pin rule (a "pin" declared with a value that is no PIN's digits is a
    map pin) lets through every declared PIN whose value is not 4-8 bare digits: letters, a keypad's # or *, nine
    digits, a label. Only a value that is a place (coordinates) is a map pin. Expected: prohibited_content (as -34)."""
    assert refusal(value, statement) == PROHIBITED


@pytest.mark.parametrize(("value", "statement", "key"), [
    ("IMG_20240510_091737.jpg", "my profile picture is IMG_20240510_091737.jpg", "profile.photo"),
    ("VID_20240510_102302.mp4", "the clip for my portfolio is VID_20240510_102302.mp4", "portfolio.video"),
])
def test_defect_a_camera_file_name_is_refused_as_a_card_number(value: str, statement: str, key: str) -> None:
    """DOMAIN 4 refuses payment card numbers, not identifiers. With underscores read as a card number's separators,
    a phone camera's file name (IMG_<date>_<time>: 14 digits, Luhn-valid for one time in ten) is refused as a card.
    A card's underscores come in its groups of four ("3589_6295_0509_4291"). Expected: stored (None, as -34)."""
    assert refusal(value, statement, key) is None


@pytest.mark.parametrize(("value", "statement", "key"), [
    ("Berlin", "in lisbon rn for the conf, back in berlin fri", "home.city"),
    ("Berlin", "in lisbon right now for the conference, back in berlin on friday", "home.city"),
    ("vegan", "vegan since 2019, normal again tomorrow after the hospital food", "diet"),
])
def test_defect_the_lasting_value_a_trip_returns_to_is_refused_as_temporary(value: str, statement: str,
                                                                           key: str) -> None:
    """DOMAIN 4: temporary context does not become a long-term fact, but what a stay returns to is the lasting one.
    The trip is Lisbon; Berlin, where the user is "back ... fri", is home, and is refused as temporary (with the
    shorthand "rn", "conf", "fri" of -35 as with the words spelled out); vegan "since 2019" is refused for "normal
    again tomorrow". Expected: stored (None)."""
    assert refusal(value, statement, key) is None


# -- cost -------------------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("statement", [
    "joined?" + "\n" * 50_000 + "Vandelay",
    "Vandelay now" + "\n" * 50_000 + "x",
])
def test_defect_a_run_of_line_breaks_makes_the_joined_cue_quadratic(statement: str) -> None:
    """Statements may hold 65,536 characters (cues.WINDOW). The "joined" cue starts with `(?<=[.!?;:,\\n])\\s*`: after
    each of n line breaks, \\s* runs over all the rest, O(n^2): 50,000 line breaks (a pasted log) took 12-13 s to
    decide on 2026.12-35 (5 ms and 91 ms on -34). Hang guard: 2 s, in a child process."""
    child = multiprocessing.get_context("fork").Process(
        target=decided, args=("Initech", "Vandelay", statement, "work.employer"))
    child.start()
    child.join(2.0)
    hung = child.is_alive()
    if hung:
        child.terminate()
    child.join()
    assert not hung


# -- guards: what a fix must keep -----------------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "reading"), [
    ("mvoed to bristol last wknd", "moved to bristol last weekend"),
    ("ditched spotify b4 xmas, w/ the family plan", "ditched spotify before xmas, with the family plan"),
    ("I know longer drink coffee", "I no longer drink coffee"),
    ("我们上个月般到深圳了", "我们上个月搬到深圳了"),
    ("我以经不用 Java 了", "我已经不用 Java 了"),
])
def test_guard_real_typos_and_shorthand_are_still_mended(text: str, reading: str) -> None:
    assert mended(text) == reading


@pytest.mark.parametrize(("old", "new", "statement", "key", "expected"), [
    ("Initech", "Vandelay", "Thrilled to share I've joined @Vandelay as a Staff Engineer! 🎉 #NewJob", "work.employer",
     "superseded"),
    ("Initech", "Vandelay", "I've joined Vandelay as a Staff Engineer", "work.employer", "superseded"),
    ("Google", "Arup", "my wife says she's glad I joined Arup", "work.employer", "conflict"),
    ("Hooli", "Hooli", "got laid off from hooli today :( ", "work.employer", "invalidated"),
    ("Spotify", "Apple Music", "ditched spotify b4 xmas, on apple music w/ the family plan now", "music.service",
     "superseded"),
    ("vegan", "vegan", "Voice transcript (low quality): 'yeah um still a vegan uh yeah'", "diet", "reinforced"),
    ("vegan", "vegan", "Tom's voice note: 'Sam is vegan'", "diet", "rejected"),
    ("York", "Leeds", "My brother said: 'I moved to Leeds last week'", "home.city", "rejected"),
    ("Paris", "Marseille", "> Tom: I moved to Marseille!!\nlol good for him, I'm staying put", "home.city", "conflict"),
    ("iPhone 15", "iPhone 15 Pro", "upgraded to the iPhone 15 Pro, traded the old one in", "phone", "superseded"),
    ("iPhone 15", "iPhone 15 Pro", "it's an iPhone 15 Pro, to be precise", "phone", "refined"),
    (True, False, "不吃素了，医生说我贫血", "diet.vegetarian", "superseded"),
    (True, False, "no longer vegetarian, doctor's orders", "diet.vegetarian", "superseded"),
    (["Radiohead", "Blur", "Pulp"], ["Blur", "Radiohead", "Pulp"], "Blur, Radiohead, Pulp", "music.top3_ranked",
     "conflict"),
    (["lint", "test", "deploy"], ["test", "lint", "deploy"], "test, lint, deploy", "ci.steps", "conflict"),
    (["Python", "Go"], ["Go", "Python"], "Go and Python", "stack.languages", "reinforced"),
])
def test_guard_the_new_rules_still_decide_what_they_were_written_for(old: Any, new: Any, statement: str, key: str,
                                                                     expected: str) -> None:
    assert decided(old, new, statement, key) == expected


@pytest.mark.parametrize(("old", "old_statement", "new", "statement", "expected"), [
    (60000, "60,000 EUR a year", 60000, _PAYROLL, "superseded"),
    (1.80, "I'm 1.80 m", 180, "180 cm tall, for the bike fitting", "reinforced"),
    ("£1,450", "rent", 1450, "rent is 1450 a month", "reinforced"),
    (172, "I'm 172 cm", "one hundred seventy two", "uh I'm one hundred seventy two centimetres like I said",
     "reinforced"),
    (2, None, "两个", "呃我们家就是两个娃嘛 两个 没有三胎", "reinforced"),
])
def test_guard_units_said_in_statements(old: Any, old_statement: str | None, new: Any, statement: str,
                                        expected: str) -> None:
    assert decided(old, new, statement, "k", old_statement=old_statement) == expected


@pytest.mark.parametrize(("value", "statement", "key", "reason"), [
    ("Pl@ntpot44", "netflix pasword is Pl@ntpot44 if u need to log in on the tv", "k", PROHIBITED),
    ("hunter22", "wifi password hunter22", "home.wifi", PROHIBITED),
    ("3589_6295_0509_4291", "去日本用这张 JCB：3589_6295_0509_4291 有效期 03/29", "k", PROHIBITED),
    ("4821", "here's the pin", "k", PROHIBITED),
    ("4821", "here's the pin for my card 📍 4821", "k", PROHIBITED),
    ("4 8 2 1", "this is my card pin", "k", PROHIBITED),
    ("51.5237, -0.1585", "here's the pin for my office 📍 51.5237,-0.1585 (google maps)", "work.office_location", None),
    ("vegan", "2nite im vegan for my sis's bday dinner lol, normal again 2moro", "k", "temporary_outside_task_scope"),
    ("Lisbon", "in lisbon rn for the conf, back in berlin fri 🙃", "k", "temporary_outside_task_scope"),
    ("RN", "I work as an RN", "work.title", None),
])
def test_guard_the_gate_on_noisy_statements(value: str, statement: str, key: str, reason: str | None) -> None:
    assert refusal(value, statement, key) == reason
