// The SSE parser against the spec's cases, then fed whole realistic streams cut at random
// boundaries (many seeds, always run): the events, and the text decoded from them by both
// provider protocols, must not depend on where the cuts fall. The same property is fuzzed by
// fuzz_sse_parser (built with clang; see README.md).

#include "llm/anthropicprovider.h"
#include "llm/openaiprovider.h"
#include "llm/sseparser.h"

#include <QRandomGenerator>
#include <QtTest>

using namespace assay::llm;

namespace {

QList<SseEvent> parseAll(const QByteArray &stream) {
    SseParser p;
    QList<SseEvent> events = p.feed(stream);
    p.finish();
    return events;
}

QList<SseEvent> parseInPieces(const QByteArray &stream, quint32 seed, int maxPiece) {
    QRandomGenerator rng(seed);
    SseParser p;
    QList<SseEvent> events;
    qsizetype pos = 0;
    while (pos < stream.size()) {
        const qsizetype n = qMin<qsizetype>(stream.size() - pos, 1 + rng.bounded(maxPiece));
        events += p.feed(QByteArrayView(stream).sliced(pos, n));
        pos += n;
    }
    p.finish();
    return events;
}

// A realistic OpenAI stream with multi-byte text, comments and a usage chunk.
QByteArray openAiStream(const QStringList &pieces, const QByteArray &eol) {
    QByteArray s = ": OPENROUTER PROCESSING" + eol + eol;
    for (const QString &piece : pieces) {
        const QByteArray json =
            QJsonDocument(
                QJsonObject{{"choices",
                             QJsonArray{QJsonObject{{"index", 0},
                                                    {"delta", QJsonObject{{"content", piece}}}}}}})
                .toJson(QJsonDocument::Compact);
        s += "data: " + json + eol + eol;
    }
    s += R"(data: {"choices":[{"index":0,"delta":{},"finish_reason":"stop"}]})" + eol + eol;
    s += R"(data: {"choices":[],"usage":{"prompt_tokens":17,"completion_tokens":9}})" + eol + eol;
    s += "data: [DONE]" + eol + eol;
    return s;
}

QByteArray anthropicStream(const QStringList &pieces, const QByteArray &eol) {
    QByteArray s =
        "event: message_start" + eol +
        R"(data: {"type":"message_start","message":{"model":"claude-x","usage":{"input_tokens":25,"output_tokens":1}}})" +
        eol + eol;
    s += "event: ping" + eol + R"(data: {"type": "ping"})" + eol + eol;
    for (const QString &piece : pieces) {
        const QByteArray json =
            QJsonDocument(
                QJsonObject{{"type", "content_block_delta"},
                            {"index", 0},
                            {"delta", QJsonObject{{"type", "text_delta"}, {"text", piece}}}})
                .toJson(QJsonDocument::Compact);
        s += "event: content_block_delta" + eol + "data: " + json + eol + eol;
    }
    s +=
        "event: message_delta" + eol +
        R"(data: {"type":"message_delta","delta":{"stop_reason":"end_turn"},"usage":{"output_tokens":9}})" +
        eol + eol;
    s += "event: message_stop" + eol + R"(data: {"type":"message_stop"})" + eol + eol;
    return s;
}

const QStringList Pieces{QStringLiteral("Umsatz"),      QStringLiteral(" für"),
                         QStringLiteral(" Köln"),       QStringLiteral(" —"),
                         QStringLiteral(" 東京"),       QStringLiteral("の売上"),
                         QStringLiteral(" 🚀"),          QStringLiteral("\nline two"),
                         QStringLiteral(" \"quoted\""), QStringLiteral(" data: not a field")};

ChatAccumulator decode(const Provider &provider, const QList<SseEvent> &events) {
    ChatAccumulator acc;
    for (const SseEvent &e : events) {
        provider.decodeStreamEvent(e, acc);
        if (acc.error || acc.done)
            break;
    }
    return acc;
}

} // namespace

class TestSseParser : public QObject {
    Q_OBJECT
private slots:
    void specCases_data();
    void specCases();
    void idPersistsAndRetryIsRead();
    void unterminatedEventIsDiscardedAndReported();
    void crSplitAcrossChunks();
    void randomChunkingGivesTheSameEvents_data();
    void randomChunkingGivesTheSameEvents();
    void decodedTextIsIndependentOfChunking_data();
    void decodedTextIsIndependentOfChunking();
};

void TestSseParser::specCases_data() {
    QTest::addColumn<QByteArray>("stream");
    QTest::addColumn<QStringList>("types");
    QTest::addColumn<QStringList>("data");
    QTest::newRow("one event LF") << QByteArray("data: hello\n\n") << QStringList{"message"}
                                  << QStringList{"hello"};
    QTest::newRow("CRLF") << QByteArray("data: hello\r\n\r\n") << QStringList{"message"}
                          << QStringList{"hello"};
    QTest::newRow("bare CR") << QByteArray("data: hello\r\r") << QStringList{"message"}
                             << QStringList{"hello"};
    QTest::newRow("multi-line data") << QByteArray("data: a\ndata: b\ndata:c\n\n")
                                     << QStringList{"message"} << QStringList{"a\nb\nc"};
    QTest::newRow("event type") << QByteArray("event: ping\ndata: {}\n\n") << QStringList{"ping"}
                                << QStringList{"{}"};
    QTest::newRow("comments ignored") << QByteArray(": keep-alive\n\n:x\ndata: y\n\n")
                                      << QStringList{"message"} << QStringList{"y"};
    QTest::newRow("no data no event")
        << QByteArray("event: lonely\n\n") << QStringList{} << QStringList{};
    QTest::newRow("only one space stripped")
        << QByteArray("data:  two\n\n") << QStringList{"message"} << QStringList{" two"};
    QTest::newRow("field without colon")
        << QByteArray("data\n\n") << QStringList{"message"} << QStringList{""};
    QTest::newRow("unknown field")
        << QByteArray("foo: bar\ndata: z\n\n") << QStringList{"message"} << QStringList{"z"};
    QTest::newRow("BOM") << QByteArray("\xEF\xBB\xBF"
                                       "data: bom\n\n")
                         << QStringList{"message"} << QStringList{"bom"};
    QTest::newRow("type resets") << QByteArray("event: a\ndata: 1\n\ndata: 2\n\n")
                                 << QStringList{"a", "message"} << QStringList{"1", "2"};
    QTest::newRow("utf8") << QByteArray("data: K\xC3\xB6ln \xF0\x9F\x9A\x80\n\n")
                          << QStringList{"message"} << QStringList{QStringLiteral("Köln 🚀")};
}

void TestSseParser::specCases() {
    QFETCH(QByteArray, stream);
    QFETCH(QStringList, types);
    QFETCH(QStringList, data);
    const QList<SseEvent> events = parseAll(stream);
    QStringList gotTypes, gotData;
    for (const SseEvent &e : events) {
        gotTypes.append(e.type);
        gotData.append(e.data);
    }
    QCOMPARE(gotTypes, types);
    QCOMPARE(gotData, data);
    // Byte by byte gives the same.
    QCOMPARE(parseInPieces(stream, 1, 1), events);
}

void TestSseParser::idPersistsAndRetryIsRead() {
    SseParser p;
    const auto events = p.feed("id: 7\ndata: a\n\ndata: b\n\nretry: 1500\n\n");
    QCOMPARE(events.size(), 2);
    QCOMPARE(events[0].id, QStringLiteral("7"));
    QCOMPARE(events[1].id, QStringLiteral("7"));
    QCOMPARE(p.retryMs(), 1500);
}

void TestSseParser::unterminatedEventIsDiscardedAndReported() {
    SseParser p;
    QCOMPARE(p.feed("data: complete\n\ndata: cut").size(), 1);
    QVERIFY(!p.finish());
    SseParser q;
    QCOMPARE(q.feed("data: complete\n\n").size(), 1);
    QVERIFY(q.finish());
    SseParser r;
    QCOMPARE(r.feed("data: no blank line\n").size(), 0);
    QVERIFY(!r.finish());
}

void TestSseParser::crSplitAcrossChunks() {
    SseParser p;
    QList<SseEvent> events = p.feed("data: x\r");
    events += p.feed("\n\r");
    events += p.feed("\ndata: y\r\n\r\n");
    QCOMPARE(events.size(), 2);
    QCOMPARE(events[0].data, QStringLiteral("x"));
    QCOMPARE(events[1].data, QStringLiteral("y"));

    // A CRLF cut between CR and LF must not read as a blank line (which would end the event).
    SseParser q;
    QList<SseEvent> typed = q.feed("event: delta\r");
    typed += q.feed("\ndata: z\r");
    typed += q.feed("\n\r\n");
    QCOMPARE(typed.size(), 1);
    QCOMPARE(typed[0].type, QStringLiteral("delta"));
    QCOMPARE(typed[0].data, QStringLiteral("z"));
}

void TestSseParser::randomChunkingGivesTheSameEvents_data() {
    QTest::addColumn<QByteArray>("stream");
    QTest::newRow("openai LF") << openAiStream(Pieces, "\n");
    QTest::newRow("openai CRLF") << openAiStream(Pieces, "\r\n");
    QTest::newRow("anthropic LF") << anthropicStream(Pieces, "\n");
    QTest::newRow("anthropic CR") << anthropicStream(Pieces, "\r");
    QTest::newRow("anthropic CRLF") << anthropicStream(Pieces, "\r\n");
}

void TestSseParser::randomChunkingGivesTheSameEvents() {
    QFETCH(QByteArray, stream);
    const QList<SseEvent> expected = parseAll(stream);
    QVERIFY(expected.size() >= Pieces.size());
    for (quint32 seed = 1; seed <= 500; ++seed) {
        const int maxPiece = 1 + int(seed % 23);
        const QList<SseEvent> got = parseInPieces(stream, seed, maxPiece);
        if (got != expected)
            QFAIL(qPrintable(QStringLiteral("seed %1 (pieces up to %2 bytes) changed the events")
                                 .arg(seed)
                                 .arg(maxPiece)));
    }
}

void TestSseParser::decodedTextIsIndependentOfChunking_data() {
    QTest::addColumn<bool>("anthropic");
    QTest::addColumn<QByteArray>("eol");
    QTest::newRow("openai LF") << false << QByteArray("\n");
    QTest::newRow("openai CRLF") << false << QByteArray("\r\n");
    QTest::newRow("anthropic LF") << true << QByteArray("\n");
    QTest::newRow("anthropic CRLF") << true << QByteArray("\r\n");
}

void TestSseParser::decodedTextIsIndependentOfChunking() {
    QFETCH(bool, anthropic);
    QFETCH(QByteArray, eol);
    ProviderConfig config;
    config.model = QStringLiteral("m");
    OpenAiProvider openai(config);
    AnthropicProvider claude(config);
    const Provider &provider = anthropic ? static_cast<const Provider &>(claude) : openai;
    const QByteArray stream = anthropic ? anthropicStream(Pieces, eol) : openAiStream(Pieces, eol);
    const QString expected = Pieces.join(QString());
    for (quint32 seed = 1; seed <= 300; ++seed) {
        const ChatAccumulator acc =
            decode(provider, parseInPieces(stream, seed * 7919, 1 + int(seed % 11)));
        QVERIFY2(!acc.error, qPrintable(acc.error.displayText()));
        QVERIFY(acc.done);
        if (acc.text != expected)
            QFAIL(qPrintable(QStringLiteral("seed %1 decoded \"%2\"").arg(seed).arg(acc.text)));
        QCOMPARE(acc.completionTokens, 9);
        QCOMPARE(acc.promptTokens, anthropic ? 25 : 17);
    }
}

QTEST_GUILESS_MAIN(TestSseParser)
#include "tst_llm_sse.moc"
