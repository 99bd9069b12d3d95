#pragma once
// Shared by tst_notebook_killcycles and killcycle_child: the fingerprint of a notebook's content
// (title and cells), computed the same way from the editing process's notebook and from what the
// test reads back from a notebook or recovery file.

#include "notebook/notebookfile.h"

#include <QCryptographicHash>

namespace assay::test {

inline QByteArray contentFingerprint(const notebook::NotebookDocument &doc) {
    QCryptographicHash h(QCryptographicHash::Sha1);
    h.addData(doc.title.toUtf8());
    h.addData(QByteArrayView("\x1e", 1));
    for (const notebook::Cell &c : doc.cells) {
        h.addData(c.id.toUtf8());
        h.addData(QByteArrayView("\x1f", 1));
        h.addData(QByteArray::number(int(c.kind)));
        h.addData(QByteArrayView("\x1f", 1));
        h.addData(c.name.toUtf8());
        h.addData(QByteArrayView("\x1f", 1));
        h.addData(c.source.toUtf8());
        h.addData(QByteArrayView("\x1e", 1));
    }
    return h.result().toHex().left(20);
}

inline QByteArray bytesFingerprint(const QByteArray &bytes) {
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha1).toHex().left(20);
}

} // namespace assay::test
