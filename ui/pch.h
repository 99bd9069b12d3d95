// Precompiled header for assay_ui.
#pragma once
#include <QAction>
#include <QHash>
#include <QLabel>
#include <QList>
#include <QString>
#include <QVBoxLayout>
#include <QWidget>
