"""Review 30's gloss and gate rules (ledger/gloss.py, ledger/secrets.py) and the look-alikes that keep their old reading.

The gloss: another language's promotion ("fui promovida a", "ich wurde zum … befördert", に昇進しました), "now I am X"
("agora sou", "ich bin jetzt", 今は…です) and "since <month>" ("desde março", "seit März", "depuis mars") read as
English's "promoted to", "I'm X now" and "as of March"; not someone else's, a denied one, a year ("seit 2019"), an
interval ("desde marzo hasta mayo"), a temporary "estoy".

The gate (DOMAIN 4): a password called "pass", a wifi key by its label's name, a login as a pair, a device's unlock
code, a bank's security answer or memorable word are refused; where a secret is kept or what it is like is stored, and
so are a boarding pass, "user/admin", "9:30/10:00", "16:9", a mother's maiden name said as family history.
"""

from __future__ import annotations

import pytest
from one_fact import decided, refusal

from ledger.gloss import glossed

# == the gloss ========================================================================================================


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("analista", "gerente", "Me promovieron a gerente"),
    ("analista", "gerente", "Ano passado fui promovida a gerente"),
    ("sviluppatore", "team leader", "Sono stato promosso a team leader"),
    ("Entwickler", "Teamleiter", "Ich bin zum Teamleiter befördert worden"),
    ("analista", "gerente", "Cambié de equipo y ahora soy gerente"),
    ("ledig", "verheiratet", "Jetzt bin ich verheiratet"),
    ("Lisboa", "Porto", "Desde o mês passado moro no Porto"),
    ("Paris", "Lyon", "Depuis juin, j'habite à Lyon"),
])
def test_another_languages_change_wording_is_a_change(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) == "superseded"


@pytest.mark.parametrize(("old", "new", "statement"), [
    # someone else's promotion, a denied or wished one
    ("analista", "gerente", "Mi hermana fue promovida a gerente"),
    ("Entwickler", "Teamleiter", "Mein Kollege wurde zum Teamleiter befördert"),
    ("Entwickler", "Teamleiter", "Ich wurde nicht zum Teamleiter befördert"),
    ("analista", "gerente", "Nunca me ascendieron a gerente"),
    ("エンジニア", "マネージャー", "兄がマネージャーに昇進しました"),
    ("エンジニア", "マネージャー", "マネージャーに昇進したい"),
    # "now I am" denied, too, hedged, someone else's; how one is today ("estoy")
    ("Entwickler", "Teamleiter", "Ich bin jetzt nicht Teamleiter"),
    ("Entwickler", "Teamleiter", "Ich bin jetzt auch Teamleiter"),
    ("analista", "gerente", "Ahora soy gerente, creo"),
    ("エンジニア", "マネージャー", "今は兄がマネージャーです"),
    ("casada", "cansada", "Ahora estoy cansada"),
    # a year, a month with its year, an interval, someone else, a denial
    ("Hamburg", "Berlin", "Seit 2019 wohne ich in Berlin"),
    ("Hamburg", "Berlin", "Seit März 2024 wohne ich in Berlin"),
    ("Madrid", "Valencia", "Desde marzo hasta mayo viví en Valencia"),
    ("Madrid", "Valencia", "Mi hermano vive en Valencia desde marzo"),
])
def test_look_alikes_of_another_languages_change_are_no_change(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) != "superseded"


@pytest.mark.parametrize("statement", [
    "Seit 2019 wohne ich hier in Hamburg",
    "Seit März wohne ich in Hamburg",  # the held value, since a month: said again
])
def test_the_held_value_since_a_date_is_said_again(statement: str) -> None:
    assert decided("Hamburg", "Hamburg", statement) == "reinforced"


def test_a_year_or_an_interval_is_left_as_written() -> None:
    for text in ("Seit 2019 wohne ich in Berlin", "Desde marzo hasta mayo viví en Valencia", "Depuis mars 2020 j'habite à Lyon"):
        assert glossed(text) == text


# == the gate =========================================================================================================


@pytest.mark.parametrize(("value", "statement", "key"), [
    ("Tulip77", "my email pass: Tulip77", "accounts.mail"),
    ("Tulip77", "wireless key is Tulip77", "home.wifi"),
    ("Tulip77", "user=alice pw=Tulip77", "work.staging"),
    ("Tulip77", "credentials alice/Tulip77", "work.staging"),
    ("Tulip77", "root:Tulip77@localhost", "work.db"),
    ("4821", "tablet lock code: 4821", "device.unlock"),
    ("4821", "lock screen pin is 4821", "device.unlock"),
    ("Fluffy", "the memorable information for Barclays is Fluffy", "finance.bank"),
    ("hunter22", "the password is ${DB_PASSWORD:-hunter22}", "work.config"),  # a default value is the secret
    ("swordfish", "my password is swordfish", "accounts"),
])
def test_a_credential_by_another_name_is_refused(value: str, statement: str, key: str) -> None:
    assert refusal(value, statement, key) == "prohibited_content"


@pytest.mark.parametrize(("value", "statement", "key"), [
    # a pass that is a ticket, a way over a mountain, a stage
    ("BA2491", "my boarding pass is BA2491", "travel.flight"),
    ("Zone2", "my bus pass is Zone2", "travel.bus"),
    ("2757m", "the mountain pass is 2757m high", "travel.trip"),
    ("Verbier4V", "Ski pass: Verbier4V", "travel.ski"),
    ("drawer", "the wifi pass is in the drawer", "home.wifi"),
    # pairs that are no login
    ("admin", "user/admin", "work.role"),
    ("9:30", "meeting 9:30/10:00", "work.meeting"),
    ("16:9", "the aspect ratio is 16:9", "work.display"),
    ("TCP/IP", "TCP/IP", "work.net"),
    ("Django4", "python / Django4 for the backend", "stack.backend"),
    ("Android14", "iOS / Android14", "device.os"),
    ("repo", "git@github.com:org/repo2", "work.repo"),
    ("bob2024@x.com", "email:bob2024@x.com", "contact.email"),
    ("Home22", "login page/Home22 redirects", "work.web"),
    # a lock that is a setting, a device unlocked by a face
    ("300 seconds", "screen lock after 300 seconds", "device.settings"),
    ("wallpaper", "my lock screen 2024 wallpaper", "device.settings"),
    ("Face ID", "the phone unlocks with Face ID", "device.unlock"),
    # family history, a speech, where the answer is kept, what the answers are like
    ("Smith", "My mother's maiden name is Smith", "family.mother"),
    ("hope", "The memorable word in his speech was hope", "notes"),
    ("notes", "the answer to the security question is in my notes", "finance.bank"),
    ("case-sensitive", "security answers are case-sensitive", "finance.bank"),
    # a key that is no wifi's, a wifi's band
    ("X25519", "the network key exchange uses X25519", "work.crypto"),
    ("5GHz", "the wifi code is on the router, 5GHz band", "home.wifi"),
    # where a secret is kept or what it is like
    ("Vault", "the password is stored in Vault", "work.secrets_store"),
    ("12 characters", "the password is at least 12 characters", "account.rules"),
    ("six digits", "the PIN is six digits", "finance.pin_policy"),
])
def test_look_alikes_of_a_credential_are_stored(value: str, statement: str, key: str) -> None:
    assert refusal(value, statement, key) is None
