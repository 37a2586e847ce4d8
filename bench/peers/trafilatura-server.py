"""The race's trafilatura: reads one JSON request per line on stdin ({"html", "url"}), answers one
JSON line on stdout ({"text", "title", "ms", "maxRssKiB"} or {"error", "ms", "maxRssKiB"}).

Settings are those of trafilatura's own evaluation (include_comments=False, include_tables=True,
include_formatting=False), through bare_extraction with metadata so that the title it finds is
scored on golds that start with the headline, as every other system's is. `ms` is trafilatura's
own time (the pipe's transfer is not charged to it); `maxRssKiB` is this process's peak RSS.
"""
import json
import resource
import sys
import time
import warnings

warnings.filterwarnings("ignore")
import trafilatura  # noqa: E402


def peak_rss_kib():
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss  # KiB on Linux


def answer(request):
    start = time.perf_counter()
    try:
        document = trafilatura.bare_extraction(
            request["html"], url=request.get("url") or None, include_comments=False,
            include_tables=True, include_formatting=False, with_metadata=True)
    except Exception as error:  # a crash is that page's error, as in trafilatura's own evaluation
        return {"error": repr(error), "ms": (time.perf_counter() - start) * 1000, "maxRssKiB": peak_rss_kib()}
    ms = (time.perf_counter() - start) * 1000
    return {"text": (document.text if document else None) or "",
            "title": (document.title if document else None) or "", "ms": ms, "maxRssKiB": peak_rss_kib()}


print(json.dumps({"ready": trafilatura.__version__}), flush=True)
for line in sys.stdin:
    print(json.dumps(answer(json.loads(line)), ensure_ascii=False), flush=True)
