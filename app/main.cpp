// Assay's entry point: headless commands run under QCoreApplication (no display needed);
// everything else opens the window.

#include "cli.h"

#include "appearance.h"
#include "db/dbsession.h"
#include "help/uicheck.h"
#include "mainwindow.h"

#include <QApplication>
#include <QCoreApplication>
#include <QTimer>

namespace {

void setApplicationIdentity()
{
    QCoreApplication::setOrganizationName(QStringLiteral("Assay"));
    QCoreApplication::setOrganizationDomain(QStringLiteral("assay.invalid"));
    QCoreApplication::setApplicationName(QStringLiteral("Assay"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ASSAY_VERSION));
}

// The window until it closes (the window and everything it owns are gone on return).
int runWindow(QApplication &app, const QString &language)
{
    assay::ui::MainWindow window;
    window.show();
    if (const QString check = assay::ui::uiCheckDirectory(); !check.isEmpty()) {
        assay::ui::scheduleUiCheck(&window, check, language); // packaging and language tests
        return app.exec();
    }
    const QStringList args = app.arguments().mid(1);
    QTimer::singleShot(0, &window, [&window, args] {
        if (const QString file = args.value(0); !file.isEmpty())
            window.openCommandLineFile(file);
        else
            window.startUp();
    });
    return app.exec();
}

} // namespace

int main(int argc, char **argv)
{
    if (assay::app::isHeadless(argc, argv)) {
        const auto app = assay::app::createHeadlessApplication(argc, argv); // offscreen when it draws
        setApplicationIdentity();
        // --help, the command-line errors and progress follow the system language too; what
        // scripts read (figures, paths, CSV) never depends on it.
        assay::ui::installTranslations();
        const int code = assay::app::runHeadless(argc, argv);
        assay::db::DbSession::waitForRetired(); // connections still closing end before the process
        return code;
    }

    QApplication app(argc, argv);
    setApplicationIdentity();
    QGuiApplication::setDesktopFileName(QStringLiteral("invalid.assay.Assay")); // packaging/invalid.assay.Assay.desktop
    const QString language = assay::ui::installTranslations(); // the system's, or Settings → Appearance
    assay::ui::applyTheme(assay::ui::themeSetting());

    const int code = runWindow(app, language);
    assay::db::DbSession::waitForRetired(); // connections still closing end before the process
    return code;
}
