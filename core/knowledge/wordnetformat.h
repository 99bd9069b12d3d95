#pragma once
// The compact, memory-mappable form of WordNet that Assay reads (see wordnet.h). Compiled once
// from the Princeton database files that Debian's wordnet-base installs (/usr/share/wordnet:
// index.*, data.*, *.exc) and cached in the data directory; the reader binary-searches it in
// place, so nothing is parsed or allocated per lookup and many threads can read it at once.
//
// Sense frequencies come from cntlist.rev (WordNet's counts in its sense-tagged corpus).
//
// Layout: a Header, then sections at the offsets it gives, each an array of the records below
// (little-endian, 4-byte aligned). Strings are NUL-terminated lower-case lemmas, with WordNet's
// '_' between the words of a collocation ("united_states").

#include <QByteArray>
#include <QString>

#include <cstdint>

namespace assay::knowledge::wordnet {

// The parts of speech WordNet knows; adjective satellites count as adjectives.
enum class Pos : std::uint8_t { Noun = 1, Verb = 2, Adjective = 3, Adverb = 4 };

// Only the relations Assay uses are kept (WordNet's pointer symbols in brackets).
enum class Link : std::uint8_t {
    Hypernym = 1,         // @  and instance hypernym @i: "singer" -> "musician"
    Derivation = 2,       // +  derivationally related form: "employ" -> "employee"
    Pertainym = 3,        // \  "monthly" -> "month"
    SimilarTo = 4,        // &  adjective clusters
    Attribute = 5,        // =  "heavy" -> "weight"
    Participle = 6,       // <  "sold" (adj) -> "sell"
    Gloss = 7,            // (no symbol) a noun the synset's definition uses: "treatment" ("care
                          // provided ... especially medical procedures") -> "procedure"
};

constexpr std::uint32_t Magic = 0x314e5741; // "AWN1"
constexpr std::uint32_t FormatVersion = 5;

struct Header {
    std::uint32_t magic;
    std::uint32_t version;
    std::uint32_t sourceStampLow; // of the source files (sizes and times): a change recompiles
    std::uint32_t sourceStampHigh;
    std::uint32_t stringsOffset, stringsBytes;
    std::uint32_t lemmasOffset, lemmaCount;
    std::uint32_t sensesOffset, senseCount;
    std::uint32_t synsetsOffset, synsetCount;
    std::uint32_t wordsOffset, wordCount;
    std::uint32_t linksOffset, linkCount;
    std::uint32_t exceptionsOffset, exceptionCount;
    std::uint32_t countsOffset; // senseCount x uint16: how often each sense was tagged (cntlist.rev)
    std::uint32_t reserved;
};

// One (lemma, part of speech) of an index file; sorted by string, then part of speech.
struct LemmaRecord {
    std::uint32_t string;     // offset in the string pool
    std::uint32_t firstSense; // into the sense array
    std::uint8_t pos;         // Pos
    std::uint8_t senseCount;  // senses, most frequent first (WordNet's order)
    std::uint8_t taggedSenses; // how many of them were seen in WordNet's tagged corpus
    std::uint8_t reserved;
};

struct SynsetRecord {
    std::uint32_t firstWord;
    std::uint32_t firstLink;
    std::uint16_t wordCount;
    std::uint16_t linkCount;
    std::uint8_t pos;
    std::uint8_t lexFile; // WordNet's lexicographer file (lexnames(5WN)): 7 = noun.attribute
    std::uint16_t hyponymCount; // synsets that name this one as their hypernym (capped)
};

struct LinkRecord {
    std::uint32_t target;     // synset number
    std::uint8_t kind;        // Link
    std::uint8_t sourceWord;  // 0: between whole synsets; else the word numbers (1-based) of a
    std::uint8_t targetWord;  // lexical relation such as a derivation
    std::uint8_t reserved;
};

// An irregular form from the *.exc files: "sold" -> "sell" (verb), "mice" -> "mouse".
struct ExceptionRecord {
    std::uint32_t form;
    std::uint32_t base;
    std::uint8_t pos;
    std::uint8_t reserved[3];
};

// A stamp of the database files in `dictDir` (names, sizes, modification times).
quint64 sourceStamp(const QString &dictDir);

// Compiles the WordNet database in `dictDir` into the compact form. Empty with `error` set when
// a file is missing or malformed.
QByteArray compile(const QString &dictDir, QString *error);

} // namespace assay::knowledge::wordnet
