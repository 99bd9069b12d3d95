#include "appearance.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QLabel>
#include <QLibraryInfo>
#include <QLocale>
#include <QPalette>
#include <QPointer>
#include <QSettings>
#include <QStyle>
#include <QStyleFactory>
#include <QFile>
#include <QTranslator>
#include <QVBoxLayout>

#include <memory>

namespace assay::ui {
namespace {

const char *LanguageKey = "appearance/language";
const char *ThemeKey = "appearance/theme";

// The platform's look before Assay changed anything, so "System" can go back to it.
struct SystemLook {
    bool captured = false;
    QPalette palette;
    QString styleName;
};

SystemLook &systemLook() {
    static SystemLook look;
    if (!look.captured && qApp) {
        look.captured = true;
        look.palette = QApplication::palette();
        look.styleName = QApplication::style() ? QApplication::style()->name() : QString();
    }
    return look;
}

bool isDark(const QPalette &p) {
    return p.color(QPalette::Window).lightness() < 128;
}

QPalette darkPalette() {
    QPalette p;
    const QColor window(0x2b, 0x2d, 0x30);
    const QColor base(0x1e, 0x1f, 0x22);
    const QColor text(0xe6, 0xe6, 0xe6);
    const QColor disabled(0x8a, 0x8d, 0x91);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x26, 0x28, 0x2b));
    p.setColor(QPalette::ToolTipBase, QColor(0x3c, 0x3f, 0x41));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, disabled);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0x35, 0x37, 0x3b));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(0xff, 0x6b, 0x6b));
    p.setColor(QPalette::Light, QColor(0x45, 0x48, 0x4c));
    p.setColor(QPalette::Midlight, QColor(0x3a, 0x3c, 0x40));
    p.setColor(QPalette::Mid, QColor(0x4a, 0x4d, 0x52));
    p.setColor(QPalette::Dark, QColor(0x18, 0x19, 0x1b));
    p.setColor(QPalette::Shadow, Qt::black);
    p.setColor(QPalette::Highlight, QColor(0x3d, 0x7e, 0xdb));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x7a, 0xb4, 0xff));
    p.setColor(QPalette::LinkVisited, QColor(0xb3, 0x9d, 0xff));
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    p.setColor(QPalette::Disabled, QPalette::Highlight, QColor(0x50, 0x53, 0x58));
    return p;
}

// Keeps the installed translators alive for the application's lifetime.
QString &languageInUseText() {
    static QString lang = QStringLiteral("en");
    return lang;
}

QList<QTranslator *> &installedTranslators() {
    static QList<QTranslator *> list;
    return list;
}

} // namespace

QList<LanguageChoice> availableLanguages() {
    return {
        {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("de"), QStringLiteral("Deutsch")},
        {QStringLiteral("zh_CN"), QStringLiteral("简体中文")},
    };
}

QString languageSetting() {
    return QSettings().value(QLatin1String(LanguageKey)).toString();
}

void setLanguageSetting(const QString &code) {
    if (code.isEmpty())
        QSettings().remove(QLatin1String(LanguageKey));
    else
        QSettings().setValue(QLatin1String(LanguageKey), code);
}

Theme themeSetting() {
    const QString t = QSettings().value(QLatin1String(ThemeKey)).toString();
    if (t == QLatin1String("light"))
        return Theme::Light;
    if (t == QLatin1String("dark"))
        return Theme::Dark;
    return Theme::System;
}

void setThemeSetting(Theme theme) {
    switch (theme) {
    case Theme::System:
        QSettings().remove(QLatin1String(ThemeKey));
        break;
    case Theme::Light:
        QSettings().setValue(QLatin1String(ThemeKey), QStringLiteral("light"));
        break;
    case Theme::Dark:
        QSettings().setValue(QLatin1String(ThemeKey), QStringLiteral("dark"));
        break;
    }
}

QString effectiveLanguage() {
    const QString setting = languageSetting();
    QStringList wanted;
    if (!setting.isEmpty())
        wanted << setting;
    else
        wanted = QLocale::system().uiLanguages();
    for (QString lang : std::as_const(wanted)) {
        lang.replace(u'-', u'_');
        if (lang == QLatin1String("C") || lang.startsWith(QLatin1String("en")))
            return QStringLiteral("en");
        if (lang.startsWith(QLatin1String("de")))
            return QStringLiteral("de");
        // Simplified Chinese: zh_CN, zh_SG, zh_Hans…; Traditional (zh_TW, zh_HK, zh_Hant) is not
        // shipped and falls through to the next preference.
        if (lang == QLatin1String("zh") || lang.startsWith(QLatin1String("zh_CN")) ||
            lang.startsWith(QLatin1String("zh_SG")) || lang.startsWith(QLatin1String("zh_Hans")))
            return QStringLiteral("zh_CN");
    }
    return QStringLiteral("en");
}

namespace {

QString &languageNoticeText() {
    static QString text;
    return text;
}

// Chinese needs a font with Chinese characters; without one every label would be boxes.
bool canShowLanguage(const QString &lang) {
    if (lang != QLatin1String("zh_CN"))
        return true;
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return true; // the terminal draws with its own fonts
    return !QFontDatabase::families(QFontDatabase::SimplifiedChinese).isEmpty();
}

// The system's first UI language when Assay does not ship it ("fr_FR"), else "".
QString unshippedSystemLanguage() {
    if (!languageSetting().isEmpty())
        return {};
    const QStringList wanted = QLocale::system().uiLanguages();
    if (wanted.isEmpty())
        return {};
    QString first = wanted.first();
    first.replace(u'-', u'_');
    if (first == QLatin1String("C") || first.startsWith(QLatin1String("en")) ||
        effectiveLanguage() != QLatin1String("en"))
        return {};
    return first;
}

void installQtTranslator(const QString &lang) {
    // Qt's own strings (dialog buttons, context menus), from qt6-translations-l10n.
    auto *qt = new QTranslator(QCoreApplication::instance());
    if (qt->load(QStringLiteral("qtbase_%1").arg(lang),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt);
        installedTranslators() << qt;
    } else {
        delete qt;
    }
}

// Loads Assay's own messages for `lang`. English has a catalogue too: it holds only the plural
// forms of the %n messages ("1 cell", "2 cells"), which have no right source text of their own.
bool installAssayTranslator(const QString &lang) {
    auto *assay = new QTranslator(QCoreApplication::instance());
    if (!assay->load(QStringLiteral(":/i18n/assay_%1.qm").arg(lang))) {
        delete assay;
        return false;
    }
    QCoreApplication::installTranslator(assay);
    installedTranslators() << assay;
    return true;
}

} // namespace

static QString loadTranslations() {
    for (QTranslator *t : std::as_const(installedTranslators())) {
        QCoreApplication::removeTranslator(t);
        delete t;
    }
    installedTranslators().clear();
    languageNoticeText().clear();

    QString lang = effectiveLanguage();
    const QString setting = languageSetting();
    // Numbers and dates: the system's own locale, unless the user picked another language (then
    // that language's usual formats).
    if (!setting.isEmpty() && !QLocale::system().name().startsWith(lang.left(2)))
        QLocale::setDefault(QLocale(lang == QLatin1String("en") ? QStringLiteral("en_US") : lang));
    else
        QLocale::setDefault(QLocale::system());
    if (const QString other = unshippedSystemLanguage(); !other.isEmpty()) {
        const QString name = QLocale(other).nativeLanguageName();
        languageNoticeText() = QCoreApplication::translate(
            "assay::ui::AppearanceDialog",
            "Assay is not translated into %1 yet, so it shows English. German and Chinese are "
            "available in Settings → Appearance.").arg(name.isEmpty() ? other : name);
    }
    if (lang == QLatin1String("en")) {
        installAssayTranslator(lang);
        return lang;
    }
    if (!canShowLanguage(lang)) {
        // Said in English: the language the window will be in.
        languageNoticeText() = QStringLiteral(
            "Chinese needs a font with Chinese characters, and none is installed, so Assay shows "
            "English. Install one (for example the package fonts-noto-cjk or "
            "fonts-wqy-microhei) and start Assay again.");
        QLocale::setDefault(QLocale(QStringLiteral("en_US")));
        installAssayTranslator(QStringLiteral("en"));
        return QStringLiteral("en");
    }
    if (!installAssayTranslator(lang)) {
        installAssayTranslator(QStringLiteral("en"));
        return QStringLiteral("en");
    }
    installQtTranslator(lang);
    return lang;
}

QString installTranslations() {
    languageInUseText() = loadTranslations();
    return languageInUseText();
}

QString languageInUse() {
    return languageInUseText();
}

QString localizedResource(const QString &path) {
    const QString lang = languageInUse();
    if (lang == QLatin1String("en"))
        return path;
    const int slash = path.lastIndexOf(u'/');
    for (const QString &code : {lang, lang.left(2)}) {
        const QString candidate = path.left(slash + 1) + code + path.mid(slash);
        if (QFile::exists(candidate))
            return candidate;
    }
    return path;
}

QString languageNotice() {
    return languageNoticeText();
}

bool systemPrefersDark() {
    if (isDark(systemLook().palette))
        return true;
    // GNOME/GTK users choose dark in the desktop settings; Qt 6.4 does not read that directly.
    const QByteArray gtkTheme = qgetenv("GTK_THEME");
    return gtkTheme.endsWith(":dark") || gtkTheme.toLower().contains("-dark");
}

bool isDarkPalette() {
    return isDark(QApplication::palette());
}

void applyTheme(Theme theme) {
    SystemLook &look = systemLook();
    if (theme == Theme::System && systemPrefersDark() && !isDark(look.palette))
        theme = Theme::Dark; // the desktop says dark but the platform palette is light
    // The palette first, then the style: setting the style re-polishes every widget, so widgets
    // under style sheets (cells, banners) pick up the new palette too.
    QPalette palette;
    QString styleName = QStringLiteral("Fusion");
    switch (theme) {
    case Theme::System:
        palette = look.palette;
        styleName = look.styleName.isEmpty() ? styleName : look.styleName;
        break;
    case Theme::Light: {
        std::unique_ptr<QStyle> fusion(QStyleFactory::create(styleName));
        palette = fusion ? fusion->standardPalette() : look.palette;
        break;
    }
    case Theme::Dark:
        palette = darkPalette();
        break;
    }
    QApplication::setPalette(palette);
    QApplication::setStyle(QStyleFactory::create(styleName));
    QApplication::setPalette(palette);
}

AppearanceDialog::AppearanceDialog(QWidget *parent)
    : QDialog(parent)
    , m_language(new QComboBox(this))
    , m_theme(new QComboBox(this))
    , m_restartNote(new QLabel(this)) {
    setWindowTitle(tr("Appearance"));
    m_language->addItem(tr("System language"), QString());
    for (const LanguageChoice &l : availableLanguages())
        m_language->addItem(l.nativeName, l.code);
    m_language->setCurrentIndex(std::max(0, m_language->findData(languageSetting())));
    m_language->setAccessibleName(tr("Language"));
    m_theme->addItem(tr("Follow the system"), int(Theme::System));
    m_theme->addItem(tr("Light"), int(Theme::Light));
    m_theme->addItem(tr("Dark"), int(Theme::Dark));
    m_theme->setCurrentIndex(std::max(0, m_theme->findData(int(themeSetting()))));
    m_theme->setAccessibleName(tr("Theme"));
    m_restartNote->setWordWrap(true);
    m_restartNote->setText(
        tr("A new language takes effect the next time Assay starts. Numbers and dates follow the "
           "language's usual formats."));
    m_restartNote->setEnabled(false);

    auto *form = new QFormLayout;
    form->addRow(tr("&Language:"), m_language);
    form->addRow(tr("&Theme:"), m_theme);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_restartNote);
    layout->addStretch(1);
    layout->addWidget(buttons);
    setMinimumWidth(420);
}

void AppearanceDialog::accept() {
    setLanguageSetting(m_language->currentData().toString());
    const auto theme = Theme(m_theme->currentData().toInt());
    if (theme != themeSetting()) {
        setThemeSetting(theme);
        applyTheme(theme);
    }
    QDialog::accept();
}

} // namespace assay::ui
