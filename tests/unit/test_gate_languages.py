"""The write gate refuses credentials named in languages other than English and Chinese (`ledger/secret_words.py`):
before policy 2026.12-37 "mein Passwort ist hunter2x9", "minha senha é …", "мой пароль …" and "パスワードは …" were
stored as ordinary facts. Look-alikes that are no secret (a password manager, a length rule, a year, a postcode) are
still stored."""

from __future__ import annotations

import pytest

from ledger.gate import check


def refused(statement: str, value: object = "ok", key: str = "note") -> str | None:
    r = check(key=key, value=value, statement=statement, evidence={}, source="user_stated", kind="profile",
              scope="global", allow_external=False, context=None)
    return None if r is None else r.field


@pytest.mark.parametrize("statement", [
    "mein Passwort ist hunter2x9",
    "Das Passwort für das WLAN ist Kx9!mPq2",
    "Mein Kennwort lautet Tulpe#88",
    "Ich habe mein Passwort auf Sonnenblume42 geändert",
    "mon mot de passe est soleil2024",
    "le mot de passe du wifi est Maison-77",
    "mdp : Soleil2024!",
    "mi contraseña es Tulipan2024",
    "la contraseña del wifi es casa-4471",
    "minha senha é Praia2023!",
    "a senha do wifi é casa4471",
    "la mia password è Gatto2024",
    "la password del wifi è casa-4471",
    "мой пароль hunter2x9",
    "пароль от почты — Zima2024",
    "ПИН-код карты 4821",
    "meine Geheimzahl für die EC-Karte ist 4821",
    "パスワードは hunter2x9 です",
    "WiFiのパスワードは「Sakura2024」",
    "暗証番号は4821",
    "비밀번호는 hunter2x9",
    "카드 비밀번호 4821",
    "mijn wachtwoord is Fiets2024",
    "moje hasło to Kot2024!",
    "şifrem Deniz2024",
    "mật khẩu wifi là nha2024",
    "kata sandi saya adalah Rumah2024",
    "मेरा पासवर्ड Ghar2024 है",
    # one-time codes
    "Bestätigungscode: 482913",
    "el código de verificación es 482 913",
    "le code de vérification est 482913",
    "код подтверждения 482913",
    "認証コードは482913です",
    "인증번호는 482913 입니다",
    "TAN 482913",
])
def test_a_credential_named_in_another_language_is_refused(statement: str) -> None:
    assert refused(statement) == "statement"


@pytest.mark.parametrize(("statement", "value"), [
    ("mein Passwort ist Sonnenblume", "Sonnenblume"),  # a password of words, sent as the value
    ("Das ist mein WLAN-Passwort", "Kx9!mPq2"),  # the statement says what the value is
    ("c'est mon mot de passe", "soleil"),
    ("esta es mi contraseña", "tulipan"),
    ("これは私のパスワードです", "sakura"),
    ("WLAN-Passwort", "Kx9!mPq2"),  # a label and nothing else
    ("Kennwort fürs Büro", "Kx9!mPq2"),  # a value shaped like a secret
    ("認証コードです", "482913"),  # a one-time code sent as the value
    ("Bestätigungscode von der Bank", "482913"),
])
def test_a_value_the_statement_calls_a_credential_is_refused(statement: str, value: str) -> None:
    assert refused(statement, value) == "value"


@pytest.mark.parametrize("key", ["wlan.passwort", "konto.kennwort", "account.contraseña", "wifi.mot_de_passe",
                                 "wifi.senha", "почта.пароль", "wifi.パスワード", "bank.비밀번호"])
def test_a_key_naming_a_credential_in_another_language_is_refused(key: str) -> None:
    assert refused("note", "x", key=key) == "key"


@pytest.mark.parametrize(("statement", "value", "key"), [
    ("Ich nutze Bitwarden als Passwort-Manager", "Bitwarden", "tools.password_manager"),
    ("Mein Passwort-Manager ist 1Password", "1Password", "tools.manager"),
    ("uso un gestor de contraseñas: Bitwarden", "Bitwarden", "tools.manager"),
    ("パスワードは8文字以上", "8文字以上", "account.rules"),  # a length rule
    ("Ich habe mein Passwort vergessen", "locked out", "account.status"),
    ("ПИН-код карты изменил в 2024 году", "2024", "bank.changes"),
    ("Ich wohne in 80331 München, Telefon 089 1234567", "München", "home.city"),
    ("mi código postal es 28013", "28013", "address.postcode"),
    ("la clave del éxito es la paciencia", "paciencia", "motto"),
    ("My favourite colour is tan", "tan", "favourite.colour"),  # "TAN" is a bank's code only in capitals
    ("Ich wohne in Berlin", "Berlin", "home.city"),
    ("I keep all my API keys and passwords in 1Password", "1Password", "tools.password_manager"),  # English's own
    ("GPT-4 の上限は 8192 トークン", "8192", "llm.context"),
])
def test_look_alikes_in_other_languages_are_stored(statement: str, value: str, key: str) -> None:
    assert refused(statement, value, key) is None
