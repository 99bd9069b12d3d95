#pragma once
// Settings → Preview Requests: before each request to a language model is sent, a window shows
// the exact JSON body and where it goes, with Send and Don't Send. Non-modal, so the rest of the
// window keeps working; one window per request, in the order they come.

#include <QString>

class QWidget;

namespace assay::llm {
class LlmService;
}

namespace assay::ui {

// Installs the reviewer on `llm` (requests from any thread are shown on the GUI thread, parented
// to `window`). Reads the setting on every request, so turning it off takes effect at once.
void installPayloadPreview(llm::LlmService *llm, QWidget *window);

bool payloadPreviewEnabled();
void setPayloadPreviewEnabled(bool on);

} // namespace assay::ui
