#pragma once
// Language and theme: read from QSettings (`appearance/language`, `appearance/theme`), applied
// once at startup (translators, default locale) and, for the theme, again whenever it changes.
// The language follows the system locale unless the settings dialog overrides it; a new language
// takes effect at the next start (widgets are not rebuilt while the window is open).

#include <QDialog>
#include <QList>
#include <QString>

class QComboBox;
class QLabel;

namespace assay::ui {

enum class Theme { System, Light, Dark };

struct LanguageChoice {
    QString code;       // "" = the system's, "en", "de", "zh_CN"
    QString nativeName; // shown in the dialog, in its own language
};

// The languages Assay ships (English is the source language).
QList<LanguageChoice> availableLanguages();

QString languageSetting(); // "" when it follows the system
void setLanguageSetting(const QString &code);
Theme themeSetting();
void setThemeSetting(Theme theme);

// The language in use: the override, or the first of the system's UI languages Assay ships,
// or "en".
QString effectiveLanguage();

// Installs Qt's and Assay's translators for effectiveLanguage() and makes its QLocale the
// default (numbers and dates follow it). Call once, after the QApplication exists and before
// any window. Returns the language loaded ("en" when no translation applies).
// Without a font for Chinese, Chinese falls back to English (with a notice). Works under a plain
// QCoreApplication too (the command line).
QString installTranslations();
// Why the window is not in the language the system or the settings ask for ("" when it is):
// a language Assay does not ship, or Chinese without a Chinese font. The window shows it once.
QString languageNotice();
// The language installTranslations() loaded ("en" before it ran).
QString languageInUse();
// A resource in the language in use: ":/help/charts.md" → ":/help/de/charts.md" when that exists
// (also tries "zh_CN" before "zh"), else the path as given (English).
QString localizedResource(const QString &path);

// Applies the theme: Light and Dark use the Fusion style with a palette of their own; System
// keeps the platform's palette (so it follows the desktop) .
void applyTheme(Theme theme);
// Whether the system palette (before Assay changed it) is a dark one.
bool systemPrefersDark();
// Whether the palette in use now is dark (charts and badges pick their colours from this).
bool isDarkPalette();

// Settings → Appearance: language and theme.
class AppearanceDialog : public QDialog {
    Q_OBJECT
public:
    explicit AppearanceDialog(QWidget *parent = nullptr);

    QComboBox *languageBox() const { return m_language; }
    QComboBox *themeBox() const { return m_theme; }

    void accept() override;

private:
    QComboBox *m_language;
    QComboBox *m_theme;
    QLabel *m_restartNote;
};

} // namespace assay::ui
