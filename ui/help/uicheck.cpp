#include "uicheck.h"

#include "mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QDate>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QLocale>
#include <QMenuBar>
#include <QTabWidget>
#include <QTimer>

namespace assay::ui {

QString uiCheckDirectory() {
    return qEnvironmentVariable("ASSAY_UI_CHECK");
}

void scheduleUiCheck(MainWindow *window, const QString &directory, const QString &language) {
    QTimer::singleShot(500, window, [window, directory, language] {
        QDir().mkpath(directory);
        QStringList lines;
        lines << QStringLiteral("language=%1").arg(language);
        lines << QStringLiteral("locale=%1").arg(QLocale().name());
        lines << QStringLiteral("number=%1").arg(QLocale().toString(1234567.5, 'f', 1));
        lines << QStringLiteral("date=%1").arg(
            QLocale().toString(QDate(2026, 3, 14), QLocale::LongFormat));
        lines << QStringLiteral("title=%1").arg(window->windowTitle());
        for (QAction *a : window->menuBar()->actions())
            lines << QStringLiteral("menu=%1").arg(a->text());
        for (int i = 0; i < window->tabs()->count(); ++i)
            lines << QStringLiteral("tab=%1").arg(window->tabs()->tabText(i));
        for (QDockWidget *d : window->findChildren<QDockWidget *>())
            lines << QStringLiteral("dock=%1").arg(d->windowTitle());
        QFile out(QDir(directory).filePath(QStringLiteral("ui.txt")));
        if (out.open(QIODevice::WriteOnly | QIODevice::Truncate))
            out.write(lines.join(u'\n').toUtf8() + '\n');
        window->grab().save(QDir(directory).filePath(QStringLiteral("window.png")));
        QApplication::exit(out.error() == QFile::NoError ? 0 : 1);
    });
}

} // namespace assay::ui
