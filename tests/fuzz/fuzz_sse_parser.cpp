// libFuzzer target for the SSE parser and both stream decoders. The first input byte seeds where
// the rest is cut into chunks; the property checked is the one the randomized QtTest checks: the
// events (and the decoded text) do not depend on the chunking, and nothing crashes or hangs.
// Built only with clang and -DASSAY_BUILD_FUZZERS=ON; see tests/fuzz/README.md.

#include "llm/anthropicprovider.h"
#include "llm/openaiprovider.h"
#include "llm/sseparser.h"

#include <cstdint>
#include <cstdlib>

using namespace assay::llm;

namespace {

QList<SseEvent> parse(QByteArrayView input, uint32_t seed) {
    SseParser parser;
    QList<SseEvent> events;
    qsizetype pos = 0;
    while (pos < input.size()) {
        seed = seed * 1103515245u + 12345u;
        const qsizetype n =
            seed == 0 ? input.size() : qMin<qsizetype>(input.size() - pos, 1 + (seed >> 16) % 17);
        events += parser.feed(input.sliced(pos, n));
        pos += n;
    }
    parser.finish();
    return events;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 1)
        return 0;
    const uint32_t seed = data[0];
    const QByteArrayView input(reinterpret_cast<const char *>(data + 1), qsizetype(size - 1));
    const QList<SseEvent> whole = parse(input, 0);
    const QList<SseEvent> pieces = parse(input, seed | 1u);
    if (whole != pieces)
        std::abort();

    ProviderConfig config;
    config.model = QStringLiteral("m");
    const OpenAiProvider openai(config);
    const AnthropicProvider anthropic(config);
    for (const Provider *provider :
         {static_cast<const Provider *>(&openai), static_cast<const Provider *>(&anthropic)}) {
        ChatAccumulator acc;
        for (const SseEvent &e : whole) {
            provider->decodeStreamEvent(e, acc);
            if (acc.error || acc.done)
                break;
        }
    }
    return 0;
}
