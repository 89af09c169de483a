"""`memledger serve`: the command API and the queries over HTTP (FastAPI), for agents in other
processes or languages.

One server process owns the ledger and its DuckDB view; every request goes through the same
`Ledger` (its lock serialises commands and queries, so a query sees every write acknowledged
before it: read-your-writes across requests). Other processes (the CLI, a post-mortem) keep
reading through the snapshot as before.

Tenancy: every request carries `Authorization: Bearer <token>`, and each token names the tenants
it may touch (`--tokens FILE` or `$MEMLEDGER_API_TOKENS`, JSON `{"<token>": ["acme", ...]}`, or
`"*"` for every tenant). A command or query for another tenant is refused with 403 before
anything is read or written. `--no-auth` serves every tenant without tokens and is only
accepted on a loopback address.

Errors have one shape, `{"error": code, "field": name-or-null, "message": text}`, with the
status: 422 invalid_command, 404 not_found, 409 invalid_transition / conflict, 401, 403,
413 too_large (a body over 32 MiB); an unknown path is 404 not_found, a wrong method 405
method_not_allowed, and anything unexpected 500 internal (its text only in the server log).
"""


import hmac
import ipaddress
import json
import os
from collections.abc import AsyncIterator, Mapping
from contextlib import asynccontextmanager
from datetime import datetime
from typing import Annotated, Any

import orjson
from eventsourcing.persistence import InterfaceError, OperationalError
from fastapi import Depends, FastAPI, Header, Path, Query, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, Response
from pydantic import TypeAdapter, ValidationError
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException as StarletteHTTPException

from commands.follow import Follower
from commands.ledger import Ledger, StoreWriteFailed
from commands.messages import Command, UtcDatetime, loads, parse_command, parse_context
from ledger import names
from ledger.errors import ConcurrencyConflict, FactNotFound, InvalidCommand, InvalidTransition, LedgerError
from projections.queries import AuditEntry, FactView
from projections.recall import Recalled

TOKENS_ENV = "MEMLEDGER_API_TOKENS"
MAX_COMMANDS = 10_000  # per request: a bigger import should be split (or use `memledger handle`)
MAX_BODY_BYTES = 32 * 1024 * 1024

STATUS: dict[str, int] = {
    InvalidCommand.code: 422, FactNotFound.code: 404, InvalidTransition.code: 409, ConcurrencyConflict.code: 409,
    "unauthorized": 401, "forbidden": 403, "too_large": 413, "wrong_master_key": 500,
}
# what Starlette itself refuses (no route, a method the route lacks), in the same shape
_ROUTING_CODES = {404: "not_found", 405: "method_not_allowed"}
INTERNAL_MESSAGE = "internal error: the request was not completed (details in the server log)"
UNAVAILABLE_MESSAGE = ("the event store is unreachable: the command (of a batch: the transaction of 1,000 commands "
                       "it failed in, and those after) was not stored; retry later, with the same command_id")


class HttpError(LedgerError):
    """Refused before the ledger saw the request (authentication, tenancy)."""

    def __init__(self, code: str, message: str, *, field: str | None = None) -> None:
        super().__init__(message, field=field)
        self.code = code


ALL_TENANTS = names.ALL_TENANTS  # a token's grant of every tenant, given alone: "*"


class Tokens:
    """Which tenants each bearer token may touch. Tokens are compared in constant time."""

    def __init__(self, grants: Mapping[str, str | list[str]]) -> None:
        self._grants: list[tuple[bytes, frozenset[str]]] = []
        for token, tenants in grants.items():
            if not isinstance(token, str) or len(token) < 16:
                raise ValueError("tokens: every token must be a string of at least 16 characters")
            names = [tenants] if isinstance(tenants, str) else tenants
            if not isinstance(names, list) or not names or not all(isinstance(t, str) and t for t in names):
                raise ValueError(f"tokens: token {token[:4]}...: give a tenant, a list of tenants, or \"*\"")
            if isinstance(tenants, list) and ALL_TENANTS in tenants:  # (no tenant is named "*": ledger/names.py)
                raise ValueError(f'tokens: token {token[:4]}...: "*" (every tenant) is given alone, not in a list')
            self._grants.append((token.encode(), frozenset(names)))

    @classmethod
    def load(cls, path: str | os.PathLike[str] | None = None) -> "Tokens | None":
        """From a JSON file, else `$MEMLEDGER_API_TOKENS`, else None (no tokens configured)."""
        if path is not None:
            with open(path, encoding="utf-8") as f:
                text = f.read()
        else:
            text = os.environ.get(TOKENS_ENV, "")
            if not text.strip():
                return None
        try:
            grants = json.loads(text)
        except json.JSONDecodeError as exc:
            raise ValueError(f"tokens: not JSON ({exc.msg})") from None
        if not isinstance(grants, dict) or not grants:
            raise ValueError('tokens: expected a JSON object {"<token>": ["tenant", ...]}')
        return cls(grants)

    def tenants(self, token: str) -> frozenset[str] | None:
        presented = token.encode()
        found = None
        for known, tenants in self._grants:  # every entry compared: the time says nothing of which matched
            if hmac.compare_digest(presented, known):
                found = tenants
        return found


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def _error(exc: LedgerError) -> JSONResponse:
    return JSONResponse(exc.to_dict(), status_code=STATUS.get(exc.code, 400))


def _json(obj: Any) -> Response:
    return Response(orjson.dumps(obj), media_type="application/json")


def _dump(rows: list[FactView] | list[AuditEntry] | list[Recalled], *, exclude: set[str] | None = None) -> Response:
    return _json([r.model_dump(mode="json", exclude=exclude) for r in rows])


def sees_positions(grant: frozenset[str] | None) -> bool:
    """Log positions count every tenant's events: a token bound to some tenants could read how
    much the others write from the gaps. Only a token for every tenant ("*"), or a server
    without tokens, sees them; others get results with `position` null and audit entries
    without it (their order is the log's)."""
    return grant is None or ALL_TENANTS in grant




def _parse_body(raw: bytes) -> Any:
    """The request body as JSON, read as the CLI and the Python API read it: `json`, not orjson,
    which reads an integer beyond 64 bits as a float (123456789012345678901234567890 was stored as
    1.2345678901234568e+29 instead of being refused) and NaN not at all (the command then names
    the field)."""
    try:
        return loads(raw)  # (a name given twice in an object is refused, naming it)
    except json.JSONDecodeError as exc:
        raise InvalidCommand(f"body: not JSON ({exc.msg}: line {exc.lineno} column {exc.colno})", field=None) from None
    except ValueError as exc:  # not UTF-8; an integer of more than 4,300 digits
        raise InvalidCommand(f"body: not JSON ({exc})", field=None) from None
    except RecursionError:
        raise InvalidCommand("body: not JSON (nested too deep)", field=None) from None


def _commands(body: Any) -> tuple[list[Command], bool]:
    """One command object, or a JSON array of them. Every item is parsed before anything is
    written: one bad item refuses the request, naming its index and field."""
    many = isinstance(body, list)
    items = body if many else [body]
    if many and not items:
        raise InvalidCommand("body: an empty list of commands", field=None)
    if len(items) > MAX_COMMANDS:
        raise InvalidCommand(f"body: at most {MAX_COMMANDS} commands a request", field=None)
    commands = []
    for i, item in enumerate(items):
        try:
            commands.append(parse_command(item))
        except InvalidCommand as exc:
            if not many:
                raise
            field = f"[{i}].{exc.field}" if exc.field else f"[{i}]"
            raise InvalidCommand(f"[{i}] {exc}", field=field) from None
    return commands, many


Scope = Annotated[str, Query(min_length=1)]
Key = Annotated[str | None, Query(min_length=1)]
Context = Annotated[str | None, Query(description='JSON object of strings, e.g. {"env":"prod"}')]
Tenant = Annotated[str, Path(min_length=1)]
Subject = Annotated[str, Path(min_length=1)]


_TIME = TypeAdapter(UtcDatetime)


def _when(name: str, text: str | None) -> datetime | None:
    """A time query parameter, read as commands read times: ISO 8601, never a number (FastAPI's datetime reads
    "20260315" and "1700000000" as seconds since 1970; review 16)."""
    if text is None:
        return None
    try:
        return _TIME.validate_python(text)
    except ValidationError as exc:
        reason = exc.errors()[0].get("msg", "invalid") if exc.errors() else "invalid"
        raise InvalidCommand(f"{name}: {reason}", field=name) from None


def _declared(dependant: Any) -> set[str]:
    names = {p.alias for p in dependant.query_params}
    for sub in dependant.dependencies:
        names |= _declared(sub)
    return names


def strict_query(request: Request) -> None:
    """Refuse a query parameter the route does not take, or one given twice: ignoring it would answer another
    question than the one asked ("as-of?valid_time=..." answered what holds now; review 16)."""
    route = request.scope.get("route")
    if route is None:
        return
    declared = _declared(route.dependant)
    for name in request.query_params:
        if name not in declared:
            raise InvalidCommand(f"{name}: not a parameter of this request (it takes: {', '.join(sorted(declared))})",
                                 field=name)
        if len(request.query_params.getlist(name)) > 1:
            raise InvalidCommand(f"{name}: given more than once", field=name)


def create_app(ledger: Ledger, tokens: Tokens | None, *, follow: bool = False) -> FastAPI:
    """The HTTP API over one open ledger. `tokens=None` serves every tenant without
    authentication (what `--no-auth` gives; the CLI allows it on loopback only).

    `follow=True` (what `memledger serve` gives) runs a `Follower` for the app's lifetime (its
    lifespan): what other processes write reaches the view and its snapshot within the poll interval
    (at once on PostgreSQL) without waiting for a request. Above all an erasure issued elsewhere (the
    CLI): an idle server kept the erased text in its view file and snapshot until its next query."""

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        follower = Follower(ledger).start() if follow else None
        app.state.follower = follower
        try:
            yield
        finally:
            if follower is not None:
                await run_in_threadpool(follower.stop)  # waits for a catch-up under way

    api = FastAPI(title="memledger", version="1", summary="An event-sourced memory ledger for AI agents.",
                  dependencies=[Depends(strict_query)], lifespan=lifespan)
    api.state.follower = None

    @api.exception_handler(LedgerError)
    async def _ledger_error(_: Request, exc: LedgerError) -> JSONResponse:
        return _error(exc)

    @api.exception_handler(StarletteHTTPException)
    async def _routing_error(_: Request, exc: StarletteHTTPException) -> JSONResponse:
        # an unknown path or method answered {"detail": ...}, not the documented shape
        code = _ROUTING_CODES.get(exc.status_code, "http_error")
        return JSONResponse({"error": code, "field": None, "message": str(exc.detail)},
                            status_code=exc.status_code, headers=exc.headers)

    @api.exception_handler(OperationalError)
    @api.exception_handler(InterfaceError)
    @api.exception_handler(StoreWriteFailed)  # (the ledger's typed form of the same, a full disk too)
    async def _store_unavailable(_: Request, exc: Exception) -> JSONResponse:
        # the database unreachable past the library's retries (a restart, a failover, the pool
        # exhausted): the failed transaction was rolled back, and a retry with the same command ids
        # replays what earlier transactions of a big batch stored; the text may name the server
        return JSONResponse({"error": "store_unavailable", "field": None, "message": UNAVAILABLE_MESSAGE},
                            status_code=503, headers={"Retry-After": "1"})

    @api.exception_handler(Exception)
    async def _internal_error(_: Request, exc: Exception) -> JSONResponse:
        # anything unexpected (a store or DuckDB failure, a bug): the documented shape, and
        # nothing of the exception's text, which may quote stored content. Starlette re-raises
        # the exception after this response, so uvicorn still logs the traceback.
        return JSONResponse({"error": "internal", "field": None, "message": INTERNAL_MESSAGE}, status_code=500)

    @api.exception_handler(RequestValidationError)
    async def _bad_request(_: Request, exc: RequestValidationError) -> JSONResponse:
        first = exc.errors()[0] if exc.errors() else {}
        loc = [str(p) for p in first.get("loc", ()) if p not in ("query", "path", "body", "header")]
        field = ".".join(loc) or None
        return _error(InvalidCommand(f"{field or 'request'}: {first.get('msg', 'invalid')}", field=field))

    def allowed(authorization: Annotated[str | None, Header()] = None) -> frozenset[str] | None:
        """The tenants this request may touch (None: every tenant, no tokens configured)."""
        if tokens is None:
            return None
        scheme, _, token = (authorization or "").partition(" ")
        if scheme.lower() != "bearer" or not token:
            raise HttpError("unauthorized", "Authorization: Bearer <token> required")
        tenants = tokens.tenants(token.strip())
        if tenants is None:
            raise HttpError("unauthorized", "unknown token")
        return tenants

    Grant = Annotated[frozenset[str] | None, Depends(allowed)]

    def check(grant: frozenset[str] | None, tenant: str) -> None:
        if grant is not None and ALL_TENANTS not in grant and tenant not in grant:
            raise HttpError("forbidden", f"tenant: this token may not touch tenant {tenant!r}", field="tenant")

    @api.get("/v1/health")
    def health(authorization: Annotated[str | None, Header()] = None) -> Response:
        """Liveness without a token (load balancers). The log position says how much every
        tenant writes: only a token for every tenant ("*"), or a server without tokens, sees it."""
        if tokens is not None:
            scheme, _, token = (authorization or "").partition(" ")
            tenants = tokens.tenants(token.strip()) if scheme.lower() == "bearer" and token.strip() else None
            if tenants is None or ALL_TENANTS not in tenants:
                return _json({"status": "ok"})
        follower: Follower | None = api.state.follower
        state = "off" if follower is None else "stopped" if follower.error is not None else "running"
        return _json({"status": "ok", "position": ledger.max_position(), "view_position": ledger.views.position,
                      "follower": state})

    @api.post("/v1/commands", openapi_extra={"requestBody": {"required": True, "content": {"application/json": {
        "schema": {"oneOf": [{"type": "object"}, {"type": "array", "items": {"type": "object"}}]}}}}})
    async def handle(request: Request, grant: Grant) -> Response:
        """One command (`{"type": "Remember", ...}`) gives one result; a JSON array gives one
        result per command, in order (`handle_many`: a refused command gets decision "error",
        the others are applied). A retried `command_id` returns the first result. The body is
        read as JSON whatever its Content-Type says (`curl -d` sends a form type)."""
        chunks, size = [], 0
        async for chunk in request.stream():  # read at most MAX_BODY_BYTES, whatever Content-Length says
            size += len(chunk)
            if size > MAX_BODY_BYTES:
                raise HttpError("too_large", f"body: at most {MAX_BODY_BYTES:,} bytes a request; split the batch")
            chunks.append(chunk)
        # parsed and validated off the event loop: a big batch (seconds of pydantic) would stall every other
        # request, the health check included (review 16)
        body = await run_in_threadpool(_parse_body, b"".join(chunks))
        commands, many = await run_in_threadpool(_commands, body)
        for command in commands:  # before anything is written
            check(grant, command.tenant)
        results = (await run_in_threadpool(ledger.handle_many, commands) if many
                   else [await run_in_threadpool(ledger.handle, commands[0])])
        if not sees_positions(grant):
            results = [r.at(None) for r in results]
        out = [r.model_dump(mode="json") for r in results]
        return _json(out if many else out[0])

    # a subject may hold "/" ("team/alice"), which the server has decoded from %2F before routing
    base = "/v1/tenants/{tenant}/subjects/{subject:path}"

    @api.get(base + "/facts")
    def facts(tenant: Tenant, subject: Subject, grant: Grant, scope: Scope = "global", key: Key = None,
              context: Context = None, include_past: bool = False) -> Response:
        """What holds now (valid now and believed now); with include_past, also the values that no
        longer hold (superseded or ended), after them."""
        check(grant, tenant)
        ctx = parse_context(context)
        with ledger._lock:  # both reads of one state: no write between them (review 16)
            rows = ledger.current(tenant, subject, scope=scope, key=key, context=ctx)
            if include_past:
                rows += ledger.ended(tenant, subject, scope=scope, key=key, context=ctx)
        return _dump(rows)

    @api.get(base + "/as-of")
    def as_of(tenant: Tenant, subject: Subject, grant: Grant, valid_at: str | None = None,
              known_at: str | None = None, scope: Scope = "global", key: Key = None,
              context: Context = None) -> Response:
        """What held at `valid_at` (as known now), as believed at `known_at`, or both."""
        check(grant, tenant)
        return _dump(ledger.as_of(tenant, subject, valid_at=_when("valid_at", valid_at),
                                  known_at=_when("known_at", known_at), scope=scope, key=key,
                                  context=parse_context(context)))

    @api.get(base + "/history/{key}")
    def history(tenant: Tenant, subject: Subject, key: Annotated[str, Path(min_length=1)], grant: Grant,
                scope: Annotated[str | None, Query(min_length=1)] = None, context: Context = None) -> Response:
        """Every version of the key's facts with both time lines, oldest first."""
        check(grant, tenant)
        return _dump(ledger.history(tenant, subject, key, scope=scope, context=parse_context(context)))

    @api.get(base + "/conflicts")
    def conflicts(tenant: Tenant, subject: Subject, grant: Grant) -> Response:
        """Open conflicts awaiting the user."""
        check(grant, tenant)
        return _dump(ledger.conflicts(tenant, subject))

    @api.get(base + "/recall")
    def recall(tenant: Tenant, subject: Subject, grant: Grant, q: str | None = None, profile: str = "assistant",
               limit: Annotated[int, Query(ge=1, le=1000)] = 10, valid_at: str | None = None,
               scope: Scope = "global", key: Key = None, context: Context = None,
               include_rolled_off: bool = False, include_past: bool = False) -> Response:
        """The subject's facts ranked for an agent's prompt (DOMAIN.md section 5)."""
        check(grant, tenant)
        return _dump(ledger.recall(tenant, subject, q, profile=profile, limit=limit, valid_at=_when("valid_at", valid_at),
                                   scope=scope,
                                   key=key, context=parse_context(context), include_rolled_off=include_rolled_off,
                                   include_past=include_past))

    @api.get("/v1/tenants/{tenant}/audit")
    def audit(tenant: Tenant, grant: Grant, subject: Annotated[str | None, Query(min_length=1)] = None,
              fact_id: Annotated[str | None, Query(min_length=1)] = None, since: str | None = None,
              until: str | None = None) -> Response:
        """One entry per event: when, which command, actor, decision, reason, facts touched."""
        check(grant, tenant)
        return _dump(ledger.audit(tenant, subject=subject, fact_id=fact_id, since=_when("since", since),
                                  until=_when("until", until)),
                     exclude=None if sees_positions(grant) else {"position"})

    return api
