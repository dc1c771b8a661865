"""Small immutable values made quickly: a frozen dataclass whose ``__init__`` sets its slots directly.

A frozen dataclass's own ``__init__`` goes through ``object.__setattr__`` for every field, which makes it
about three times dearer than a plain class's; the engine makes tens of events and actions a deal.
:func:`quick_init` gives a frozen, slotted dataclass an ``__init__`` with the same parameters and defaults
that writes each slot through its descriptor: the value is the same in every other respect (still frozen,
equal and hashed by its fields, the same ``repr``).

>>> import dataclasses
>>> @quick_init
... @dataclasses.dataclass(frozen=True, slots=True)
... class Point:
...     x: int
...     y: int = 0
>>> Point(1), Point(1, 2) == Point(x=1, y=2)
(Point(x=1, y=0), True)
>>> Point(1).x = 3
Traceback (most recent call last):
...
dataclasses.FrozenInstanceError: cannot assign to field 'x'
"""

from __future__ import annotations

import dataclasses
import types
from typing import Any, TypeVar

T = TypeVar("T")


def quick_init(cls: type[T]) -> type[T]:
    """Give the frozen, slotted dataclass ``cls`` an ``__init__`` that sets its slots without
    ``object.__setattr__``; fields with ``init=False`` or a default factory are not supported."""
    fields = dataclasses.fields(cls)  # type: ignore[arg-type]
    if hasattr(cls, "__post_init__"):
        raise TypeError(f"quick_init cannot run {cls.__name__}.__post_init__")
    namespace: dict[str, Any] = {}
    params, body = ["self"], []
    for number, field in enumerate(fields):
        if not field.init or field.default_factory is not dataclasses.MISSING:
            raise TypeError(f"quick_init cannot set {cls.__name__}.{field.name}")
        slot = getattr(cls, field.name)
        if not isinstance(slot, types.MemberDescriptorType):
            raise TypeError(f"quick_init needs a slotted dataclass, not {cls.__name__}")
        namespace[f"_set{number}"] = slot.__set__
        if field.default is dataclasses.MISSING:
            params.append(field.name)
        else:
            namespace[f"_default{number}"] = field.default
            params.append(f"{field.name}=_default{number}")
        body.append(f"    _set{number}(self, {field.name})\n")
    source = f"def __init__({', '.join(params)}):\n" + ("".join(body) or "    pass\n")
    exec(source, namespace)  # noqa: S102  (made from the field names alone, as dataclasses does)
    init = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__module__ = cls.__module__
    init.__doc__ = cls.__init__.__doc__
    setattr(cls, "__init__", init)  # noqa: B010  (mypy: a method is not assigned to)
    return cls
