#pragma once
// The Knowledge panel's "Corrections" tab: what the analyst has told Assay about how this
// database's tables join (the choices made when a question could be joined in more than one
// way, tables that are or are not lookups), each in words with when it was said, and a way to
// take any of them back. The next question plans its joins without a removed choice.

#include <QWidget>

class QPushButton;
class QTreeWidget;

namespace assay::knowledge {
class KnowledgeService;
}

namespace assay::ui {

class CorrectionsList : public QWidget {
    Q_OBJECT
public:
    explicit CorrectionsList(knowledge::KnowledgeService *service, QWidget *parent = nullptr);

    QTreeWidget *view() const { return m_view; }
    void refresh();
    void removeSelected();

signals:
    void message(const QString &text, bool isError);

private:
    knowledge::KnowledgeService *m_service;
    QTreeWidget *m_view;
    QPushButton *m_remove;
};

} // namespace assay::ui
