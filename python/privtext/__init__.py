"""privtext: private training data from sensitive text.

The library's own API (not the CLI's) for Python: detect identifiers, encrypt
them into deterministic keyed tokens (``Person_[...]``), restore tokens in model
output with a failure report, cipher whole texts (seed 001), account for
differential privacy, and measure leakage. Offsets are code-point offsets, so
they index Python strings directly. Batch calls (lists of texts) release the GIL
and run on the library's worker threads.

    >>> import privtext
    >>> keys = privtext.Keyset.generate()
    >>> out = privtext.protect(["Call Ann Smith on 212-555-0172."], keys)
    >>> out[0].text                                      # doctest: +SKIP
    'Call Person_[...] on PhoneNumber_[...].'
    >>> privtext.Decryptor(keys).decrypt(out[0].text).text
    'Call Ann Smith on 212-555-0172.'

Errors are raised as privtext.Error subclasses carrying the library's message:
InvalidArgument and InvalidInput (also ValueError), NotFound (also
LookupError), IoError (also OSError).
"""

from __future__ import annotations

import sys
import threading
from typing import Iterable, List, Optional, Union

from ._privtext import (
    Cipher,
    DecryptedText,
    Decryptor,
    Detector,
    EncryptedText,
    Encryptor,
    EntityRecognizer,
    Error,
    InvalidArgument,
    InvalidInput,
    IoError,
    Keyset,
    NotFound,
    Progress,
    SourceIndex,
    Span,
    SurrogateGenerator,
    TokenReport,
    __version__,
    _protect,
    audit,
    detectable_types,
    dp,
    iban_valid,
    luhn_valid,
    read_allow_list,
    read_deny_list,
    read_patterns,
    tab_category,
)

# `import privtext.dp` and `from privtext.audit import leakage` work too.
sys.modules[__name__ + ".dp"] = dp
sys.modules[__name__ + ".audit"] = audit

DEFAULT_TEMPLATE = "{Type}_[{cipher}]"

_default_detector: Optional[Detector] = None
_default_detector_lock = threading.Lock()


def default_detector() -> Detector:
    """The detector with default options, created once per process (it compiles
    its patterns and loads the gazetteers, a few hundredths of a second) and
    shared: Detector is thread-safe."""
    global _default_detector
    with _default_detector_lock:
        if _default_detector is None:
            _default_detector = Detector()
        return _default_detector


def protect(
    texts: Union[str, Iterable[str]],
    keyset: Union[Keyset, Encryptor, SurrogateGenerator],
    detector: Optional[Detector] = None,
    *,
    template: str = DEFAULT_TEMPLATE,
    normalize: str = "exact",
    surrogates: bool = False,
    shift_dates: bool = False,
    month_first: bool = False,
    threads: int = 0,
    progress: Optional[Progress] = None,
) -> Union[EncryptedText, List[EncryptedText]]:
    """Detects identifiers and encrypts them in one pass (the CLI's `protect`).

    `texts` is one string (returns one EncryptedText) or an iterable of them
    (returns a list, computed on `threads` threads, 0: all cores; `progress`
    counts the texts done). With `surrogates`, identifiers become fictional
    values of their type instead of tokens (the CLI's --surrogates), and with
    `shift_dates` too, dates move by one keyed number of days (--shift-dates;
    `month_first`: numeric dates are read month first, --month-first).
    `keyset` may also be a ready Encryptor or SurrogateGenerator (then
    `template`, `normalize` and the surrogate options are its own).
    """
    if shift_dates and not surrogates:
        raise InvalidArgument("shift_dates needs surrogates")
    if month_first and not shift_dates:
        raise InvalidArgument("month_first needs shift_dates")
    if isinstance(keyset, (Encryptor, SurrogateGenerator)):
        encryptor = keyset
    elif surrogates:
        encryptor = SurrogateGenerator(keyset, shift_dates=shift_dates, month_first=month_first)
    else:
        encryptor = Encryptor(keyset, template=template, normalize=normalize)
    detector = detector if detector is not None else default_detector()
    if isinstance(texts, str):
        return _protect([texts], encryptor, detector, threads, progress)[0]
    return _protect(list(texts), encryptor, detector, threads, progress)


def spans_to_dicts(spans: Iterable[Span]) -> List[dict]:
    """Spans as {'start', 'end', 'type', 'score'} dicts: the JSONL entities'
    form, which pandas, Arrow and Hugging Face datasets store as structs."""
    return [s.as_dict() for s in spans]


__all__ = [
    "Cipher",
    "DEFAULT_TEMPLATE",
    "DecryptedText",
    "Decryptor",
    "Detector",
    "EncryptedText",
    "Encryptor",
    "EntityRecognizer",
    "Error",
    "InvalidArgument",
    "InvalidInput",
    "IoError",
    "Keyset",
    "NotFound",
    "Progress",
    "SourceIndex",
    "Span",
    "SurrogateGenerator",
    "TokenReport",
    "__version__",
    "audit",
    "default_detector",
    "detectable_types",
    "dp",
    "iban_valid",
    "luhn_valid",
    "protect",
    "read_allow_list",
    "read_deny_list",
    "read_patterns",
    "spans_to_dicts",
    "tab_category",
]
