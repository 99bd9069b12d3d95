#pragma once
// The Knowledge panel's "Relationships" tab: how this database's tables connect, and the analyst's
// say in it. Every relationship is listed with where it comes from (declared by the database,
// found in the data, added or kept by the analyst, rejected, declared into a table that is not
// there) and, for found ones, the confidence and the evidence in sentences ("99.8% of the values
// of orders.cust_ref checked are in customers.id; customers.id is unique"). Accept keeps a found
// one, Reject drops it from every plan, Add... states one by hand, Undo takes a decision back.
// Decisions are saved per connection at once (KnowledgeService::decideRelationship).

#include "knowledge/datacontext.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace assay::knowledge {
class KnowledgeService;
}

namespace assay::ui {

class RelationshipsList : public QWidget {
    Q_OBJECT
public:
    enum class State { Found, Yours, Rejected, Declared, Dangling };

    explicit RelationshipsList(knowledge::KnowledgeService *service, QWidget *parent = nullptr);

    QTreeWidget *view() const { return m_view; }
    QLabel *details() const { return m_details; }
    QPushButton *acceptButton() const { return m_accept; }
    QPushButton *rejectButton() const { return m_reject; }
    QPushButton *undoButton() const { return m_undo; }
    void refresh();
    // The same as the buttons, on the selected rows (also for tests).
    void acceptSelected();
    void rejectSelected();
    void undoSelected();
    // Opens the dialog to state a relationship by hand.
    void addRelationship();
    // States one without the dialog (the dialog's OK; also for tests).
    bool add(const knowledge::Relationship &relationship);

signals:
    void message(const QString &text, bool isError);

private:
    struct Row {
        knowledge::Relationship relationship;
        State state = State::Found;
    };
    QList<Row> rows() const;
    QList<Row> selectedRows() const;
    void decide(bool keep);
    void showSelection();

    knowledge::KnowledgeService *m_service;
    QTreeWidget *m_view;
    QLabel *m_details;
    QPushButton *m_accept;
    QPushButton *m_reject;
    QPushButton *m_add;
    QPushButton *m_undo;
    QList<Row> m_rows;
};

} // namespace assay::ui
