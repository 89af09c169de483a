"""Review 40a, class "negation read over a value it does not deny" (Portuguese não/nunca, French ne … pas/jamais).

fix53g (e46dec6) taught `ledger.assertion._negated` Portuguese "não" (`_NEGATION_PT`, with `_NEGATION_UNDONE_PT`) and
French "ne … pas / jamais" (`_NEGATION_FR`, with `_NEGATION_UNDONE_FR`). Their lists of words that undo a negation are
far shorter than the English one: a regret denied ("não me arrependo de ter mudado para Braga"), a secret denied ("não
é segredo que trabalho na Sonae"), disbelief ("não acredito que já moro em Lisboa"), loyalty ("não troco o meu Android
por nada", "je ne lâcherai jamais mon iPhone", "je ne peux pas me passer de mon Kindle") all state the value as the
user's. DOMAIN 1/2 and 4 (the user stated it): the value is the user's and must be stored (added); -52 refuses it as
value_not_asserted. -51 and -50 stored every one of them.
"""

from __future__ import annotations

import pytest
from one_fact import stored


@pytest.mark.parametrize(("key", "value", "statement"), [
    pytest.param("home.city", "Braga", "Não me arrependo nada de ter mudado para Braga", id="REGRESSION-pt-nao-arrependo"),
    pytest.param("home.city", "Porto", "Não me arrependo de ter vindo para o Porto", id="REGRESSION-pt-nao-arrependo-vindo"),
    pytest.param("work.employer", "Sonae", "Não é segredo nenhum que trabalho na Sonae", id="REGRESSION-pt-nao-e-segredo"),
    pytest.param("home.city", "Lisboa", "Não acredito que já moro em Lisboa há um ano!", id="REGRESSION-pt-nao-acredito"),
    pytest.param("devices.phone", "Android", "Não troco o meu Android por nada", id="REGRESSION-pt-nao-troco"),
    pytest.param("sports.team", "Benfica", "Não perco um jogo do Benfica", id="REGRESSION-pt-nao-perco-um-jogo"),
    pytest.param("devices.reader", "Kindle", "Je ne peux pas me passer de mon Kindle", id="REGRESSION-fr-me-passer-de"),
    pytest.param("devices.phone", "iPhone", "Je ne lâcherai jamais mon iPhone", id="REGRESSION-fr-lacherai-jamais"),
    pytest.param("devices.phone", "Pixel", "Je n'échangerais pas mon Pixel contre un iPhone", id="REGRESSION-fr-echangerais"),
])
def test_a_negation_that_does_not_deny_the_value_keeps_it_the_users(key: str, value: str, statement: str) -> None:
    assert stored(key, value, statement)
