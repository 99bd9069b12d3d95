#pragma once
// What the current cell reads and what reads it, from the notebook's dependency graph, with each
// cell's state. Double-click a cell to go to it.

#include <QWidget>

class QLabel;
class QListWidget;

namespace assay::ui {

class NotebookDocument;

class DependencyPanel : public QWidget {
    Q_OBJECT
public:
    explicit DependencyPanel(NotebookDocument *doc, QWidget *parent = nullptr);

    void setCell(const QString &id);
    QListWidget *readsList() const { return m_reads; }
    QListWidget *readByList() const { return m_readBy; }

signals:
    void cellActivated(const QString &id);

private:
    void refresh();

    NotebookDocument *m_doc;
    QString m_id;
    QLabel *m_title;
    QListWidget *m_reads;
    QListWidget *m_readBy;
    QLabel *m_summary;
};

} // namespace assay::ui
