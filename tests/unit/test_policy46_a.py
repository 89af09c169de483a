"""Blind set 25's write-gate misses (policy 2026.12-46, fix a): prohibited content and requests not to remember.

- A lock's combination named with whose lock it is and where it is before "is" ("the combination for the customer's
  key safe on Wyle Cop is 4179"): it opens a door, as a door or alarm code does (DOMAIN 4).
- A credential word of another language, then where it is used before its "is" ("das WLAN-Passwort in der
  Hebammenpraxis ist Storch#Nest42", "le mot de passe du wifi chez ma mère est …"), and a Wi-Fi's "code" by name.
- A login given as "user / password" after "login's" ("'s" is "is"): the message carries a password, so nothing of it
  is stored, whatever its value (DOMAIN 4).
- A request not to record it, or to delete it, said of the thing itself ("胶布那个别瞎记 删掉"): a retraction, never
  stored (DOMAIN 2 / 6); not how a thing is learnt by heart, nor the user telling they deleted an app.

Each class has guards: look-alike sentences that keep today's decision.
"""

from __future__ import annotations

import pytest
from one_fact import refusal

# == a lock's combination, whose and where ===========================================================================


@pytest.mark.parametrize(("value", "statement"), [
    ("4179", "The combination for the customer's key safe on Wyle Cop is 4179, I'm fitting their new lock Thursday"),
    ("4179", "The combination for Mrs Patel's key safe is 4179"),
    ("4179", "the combination for the Hendersons' key safe is 4179"),
    ("4179", "the combination to the lockbox by the back door is 4179"),
    ("4179", "the key safe combination on Wyle Cop is 4179"),
    ("4179", "The code for the customer's key safe is 4179"),
    ("4179", "code to the Hendersons' key box is 4179"),
    ("4179", "the padlock code on the shed is 4179"),
    ("4179", "the key box code is 4179"),
    ("4179", "keysafe combo: 4179"),
])
def test_a_key_safe_or_padlock_combination_is_refused(value: str, statement: str) -> None:
    assert refusal(value, statement) == "prohibited_content"


@pytest.mark.parametrize(("value", "statement"), [
    ("in the job notes", "The combination for the customer's key safe on Wyle Cop is in the job notes"),
    ("Master Lock", "The combination padlock from Master Lock cost £12.99"),
    ("Supra C500", "The customer's key safe on Wyle Cop is a Supra C500"),
    ("van", "the combination for the lock on the shed is written in the van"),
    ("120", "the combination of the customer's key safe and a new lock costs 120"),
])
def test_a_key_safe_without_its_combination_is_stored(value: str, statement: str) -> None:
    assert refusal(value, statement) is None


# == a credential word of another language, where it is used, then "is" ==============================================


@pytest.mark.parametrize(("value", "statement"), [
    ("Storch#Nest42", "Das WLAN-Passwort in der Hebammenpraxis ist Storch#Nest42, merk dir das bitte"),
    ("Storch#Nest42", "Das Passwort für das WLAN in der Praxis ist Storch#Nest42"),
    ("Storch#Nest42", "Das WLAN-Passwort bei meiner Mutter ist Storch#Nest42"),
    ("Storch#Nest42", "Das Router-Kennwort im Keller lautet Storch#Nest42"),
    ("Storch#Nest42", "Die Zugangsdaten fürs WLAN in der Praxis: Storch#Nest42"),
    ("Storch#Nest42", "le mot de passe wifi au cabinet est Storch#Nest42"),
    ("Storch#Nest42", "le mot de passe du wifi chez ma mère est Storch#Nest42"),
    ("Storch#Nest42", "le code wifi du cabinet est Storch#Nest42"),
    ("Storch#Nest42", "la contraseña del wifi en la consulta es Storch#Nest42"),
    ("Storch#Nest42", "el código del wifi es Storch#Nest42"),
    ("Storch#Nest42", "la password del wifi nello studio è Storch#Nest42"),
    ("Storch#Nest42", "il codice del wifi è Storch#Nest42"),
    ("Storch#Nest42", "O código do wi-fi da clínica é Storch#Nest42"),
    ("Storch#Nest42", "A senha do e-mail no trabalho é Storch#Nest42"),
    ("Storch#Nest42", "het wachtwoord in de praktijk is Storch#Nest42"),
])
def test_a_password_where_it_is_used_is_refused(value: str, statement: str) -> None:
    assert refusal(value, statement) == "prohibited_content"


@pytest.mark.parametrize(("value", "statement"), [
    ("RX-4451", "Das Passwort hab ich vergessen und die Seriennummer ist RX-4451"),
    ("abgelaufen", "Das WLAN-Passwort in der Praxis ist abgelaufen"),
    ("1Password", "Mein Passwort-Manager im Büro ist 1Password"),
    ("FRITZ!Box 7590", "Das WLAN in der Praxis ist langsam, Router ist ein FRITZ!Box 7590"),
    ("débil", "la contraseña del wifi en la consulta es muy débil"),
    ("sur la box", "le code wifi est affiché sur la box"),
    ("router", "el código del wifi está en el router"),
    ("RSSMRA80A01H501U", "il codice fiscale è RSSMRA80A01H501U"),
])
def test_a_password_word_with_no_password_is_stored(value: str, statement: str) -> None:
    assert refusal(value, statement) is None


# == a login "user / password" after "login's" =======================================================================


@pytest.mark.parametrize(("value", "statement"), [
    ("Jobber", "Still on Jobber for bookings, login's severnlocks / Tumbler#5518 in case I forget it"),
    ("Jobber", "Jobber's fine, my login's severnlocks / Tumbler5518"),
    ("severnlocks", "the booking app login’s severnlocks / Tumbler#5518"),
    ("Jobber", "my Jobber login is severnlocks / Tumbler#5518"),
    ("Jobber", "login for Jobber: severnlocks / Tumbler#5518"),
])
def test_a_login_pair_after_logins_is_refused(value: str, statement: str) -> None:
    assert refusal(value, statement) == "prohibited_content"


@pytest.mark.parametrize(("value", "statement"), [
    ("Jobber", "Still on Jobber for bookings, login's severnlocks"),
    ("Jobber", "Jobber login's been flaky / slow since 2024"),
    ("Jobber", "I use Jobber, the login's on the office PC"),
])
def test_a_login_without_its_password_is_stored(value: str, statement: str) -> None:
    assert refusal(value, statement) is None


# == "别瞎记", "删掉": not to be recorded ===============================================================================


@pytest.mark.parametrize(("value", "statement"), [
    ("医用胶布", "胶布那个别瞎记 删掉 是那天洗洁精弄的"),
    ("医用胶布", "胶布那个别瞎记，是洗洁精弄的"),
    ("花生", "花生那个你别乱记"),
    ("花生", "不要乱记 我不过敏"),
    ("花生", "你瞎记什么呢 我不吃花生是因为不爱吃"),
    ("花生", "别随便记，我那是开玩笑的"),
    ("花生", "删掉吧 是我打错了"),
    ("花生", "这个删掉，我没说过"),
    ("花生", "刚才那句给我删除"),
    ("花生", "那条也删掉吧"),
    ("花生", "花生过敏是我姐 不是我 删掉"),
])
def test_a_request_not_to_record_or_to_delete_is_a_retraction(value: str, statement: str) -> None:
    assert refusal(value, statement) == "retraction"


@pytest.mark.parametrize(("value", "statement"), [
    ("小红书", "删掉了那个app 太耗时间"),
    ("微信", "我把微信删了"),
    ("微信", "我把微信删掉了 太吵"),
    ("抖音", "抖音卡了 删掉重装一下就好了"),
    ("抖音", "抖音卡了 删掉 重新下一个"),
    ("词根", "背单词别瞎记 要按词根记"),
    ("记账", "家里的账别乱记账"),
    ("花生", "这个删掉了吗 我对花生过敏"),
    ("花生", "我对花生过敏"),
])
def test_deleting_something_of_ones_own_or_learning_by_heart_is_no_retraction(value: str, statement: str) -> None:
    assert refusal(value, statement) is None
