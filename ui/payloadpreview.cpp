#include "payloadpreview.h"

#include "llm/llmservice.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QJsonDocument>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPromise>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>

namespace assay::ui {
namespace {

const char *PreviewKey = "privacy/previewRequests";

QString readable(const QByteArray &body)
{
    const QJsonDocument doc = QJsonDocument::fromJson(body);
    return doc.isNull() ? QString::fromUtf8(body) : QString::fromUtf8(doc.toJson(QJsonDocument::Indented));
}

void showPreview(QWidget *window, const llm::PayloadPreview &preview, std::shared_ptr<QPromise<bool>> promise)
{
    auto *dialog = new QDialog(window);
    dialog->setObjectName(QStringLiteral("payloadPreview"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(QObject::tr("Send This Request?"));
    auto *where = new QLabel(QObject::tr("Assay is about to send this to <b>%1</b> (%2). Nothing has left the machine yet.")
                                 .arg(preview.provider.toHtmlEscaped(), preview.url.toHtmlEscaped()),
                             dialog);
    where->setWordWrap(true);
    auto *text = new QPlainTextEdit(readable(preview.body), dialog);
    text->setObjectName(QStringLiteral("payloadText"));
    text->setReadOnly(true);
    text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    text->setAccessibleName(QObject::tr("Request body"));
    auto *buttons = new QDialogButtonBox(dialog);
    QPushButton *send = buttons->addButton(QObject::tr("&Send"), QDialogButtonBox::AcceptRole);
    QPushButton *hold = buttons->addButton(QObject::tr("&Don't Send"), QDialogButtonBox::RejectRole);
    send->setObjectName(QStringLiteral("send"));
    hold->setObjectName(QStringLiteral("dontSend"));
    hold->setDefault(true);
    auto *layout = new QVBoxLayout(dialog);
    layout->addWidget(where);
    layout->addWidget(text, 1);
    layout->addWidget(buttons);
    dialog->resize(760, 560);
    // Exactly one answer, whichever way the window goes (buttons, Esc, closing, the app quitting).
    auto answer = [promise](bool yes) {
        if (promise->future().isFinished())
            return;
        promise->addResult(yes);
        promise->finish();
    };
    QObject::connect(buttons, &QDialogButtonBox::accepted, dialog, [dialog, answer] {
        answer(true);
        dialog->close();
    });
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, [dialog, answer] {
        answer(false);
        dialog->close();
    });
    QObject::connect(dialog, &QObject::destroyed, [answer] { answer(false); });
    dialog->show();
}

} // namespace

bool payloadPreviewEnabled()
{
    return QSettings().value(QLatin1String(PreviewKey), false).toBool();
}

void setPayloadPreviewEnabled(bool on)
{
    QSettings().setValue(QLatin1String(PreviewKey), on);
}

void installPayloadPreview(llm::LlmService *llm, QWidget *window)
{
    QPointer<QWidget> guard(window);
    llm->setPayloadReviewer([guard](const llm::PayloadPreview &preview) -> QFuture<bool> {
        auto promise = std::make_shared<QPromise<bool>>();
        promise->start();
        QFuture<bool> future = promise->future();
        if (!payloadPreviewEnabled() || !guard) {
            promise->addResult(true);
            promise->finish();
            return future;
        }
        QWidget *window = guard.data();
        QMetaObject::invokeMethod(window, [window, preview, promise] { showPreview(window, preview, promise); }, Qt::QueuedConnection);
        return future;
    });
}

} // namespace assay::ui
