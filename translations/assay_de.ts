<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>Assay::Agents</name>
    <message>
        <source>No language model is configured.</source>
        <translation>Es ist kein Sprachmodell eingerichtet.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>The model did not answer.</source>
        <translation>Das Modell hat nicht geantwortet.</translation>
    </message>
    <message>
        <source>%1: the model failed (%2)</source>
        <translation>%1: Das Modell ist fehlgeschlagen (%2)</translation>
    </message>
    <message>
        <source>The model&apos;s answer was not the JSON asked for (%1).</source>
        <translation>Die Antwort des Modells war nicht das angeforderte JSON (%1).</translation>
    </message>
    <message>
        <source>%1: unusable answer</source>
        <translation>%1: unbrauchbare Antwort</translation>
    </message>
    <message>
        <source>No language model is ready (%1). Choose one in Settings → Language Models, or ask the offline assistant, which answers common questions without a model.</source>
        <translation>Es ist kein Sprachmodell bereit (%1). Wählen Sie eines unter Einstellungen → Sprachmodelle oder fragen Sie den Offline-Assistenten, der häufige Fragen ohne Modell beantwortet.</translation>
    </message>
    <message>
        <source>No notebook cells are needed</source>
        <translation>Keine Notizbuchzellen nötig</translation>
    </message>
    <message>
        <source>Using cells %1</source>
        <translation>Verwendete Zellen: %1</translation>
    </message>
    <message>
        <source>%1
(Step %2 of %3 of: %4)</source>
        <translation>%1
(Schritt %2 von %3 zu: %4)</translation>
    </message>
    <message>
        <source>Tables: %1</source>
        <translation>Tabellen: %1</translation>
    </message>
    <message>
        <source>One table: %1</source>
        <translation>Eine Tabelle: %1</translation>
    </message>
    <message>
        <source>No key relationship connects %1 to the other tables; it is left out.</source>
        <translation>Keine Schlüsselbeziehung verbindet %1 mit den anderen Tabellen; sie wird weggelassen.</translation>
    </message>
    <message>
        <source>These tables can be connected in more than one way. Which one do you mean?</source>
        <translation>Diese Tabellen lassen sich auf mehr als eine Weise verbinden. Welche meinen Sie?</translation>
    </message>
    <message>
        <source>Joins planned</source>
        <translation>Joins geplant</translation>
    </message>
    <message>
        <source>columns unknown until it runs</source>
        <translation>Spalten unbekannt, bis sie ausgeführt wird</translation>
    </message>
    <message>
        <source>The model wrote no SQL (%1).</source>
        <translation>Das Modell hat kein SQL geschrieben (%1).</translation>
    </message>
    <message>
        <source>SQL written</source>
        <translation>SQL geschrieben</translation>
    </message>
    <message>
        <source>The model kept proposing a statement that may not run; it was refused and never reached the database. %1</source>
        <translation>Das Modell schlug wiederholt eine Anweisung vor, die nicht ausgeführt werden darf; sie wurde abgelehnt und hat die Datenbank nie erreicht. %1</translation>
    </message>
    <message>
        <source>The query still failed after %1 attempts: %2</source>
        <translation>Die Abfrage schlug auch nach %1 Versuchen fehl: %2</translation>
    </message>
    <message>
        <source>The query failed (%1) and the model could not be asked to fix it: %2</source>
        <translation>Die Abfrage schlug fehl (%1), und das Modell konnte nicht um eine Korrektur gebeten werden: %2</translation>
    </message>
    <message>
        <source>The query failed (%1) and the model did not fix it (%2).</source>
        <translation>Die Abfrage schlug fehl (%1), und das Modell hat sie nicht korrigiert (%2).</translation>
    </message>
    <message>
        <source>Attempt %1: %2</source>
        <translation>Versuch %1: %2</translation>
    </message>
    <message>
        <source>Insight written</source>
        <translation>Erkenntnis geschrieben</translation>
    </message>
    <message>
        <source>Nothing could be answered.</source>
        <translation>Es konnte nichts beantwortet werden.</translation>
    </message>
    <message>
        <source>Connect to a database first.</source>
        <translation>Verbinden Sie sich zuerst mit einer Datenbank.</translation>
    </message>
    <message>
        <source>Starting</source>
        <translation>Starte</translation>
    </message>
    <message>
        <source>Reading the notebook</source>
        <translation>Lese das Notizbuch</translation>
    </message>
    <message>
        <source>Understanding the question</source>
        <translation>Verstehe die Frage</translation>
    </message>
    <message>
        <source>Splitting into steps</source>
        <translation>Zerlege in Schritte</translation>
    </message>
    <message>
        <source>Finding the tables</source>
        <translation>Suche die Tabellen</translation>
    </message>
    <message>
        <source>Planning the joins</source>
        <translation>Plane die Joins</translation>
    </message>
    <message>
        <source>Writing SQL</source>
        <translation>Schreibe SQL</translation>
    </message>
    <message>
        <source>Fixing the SQL</source>
        <translation>Korrigiere das SQL</translation>
    </message>
    <message>
        <source>Running the query</source>
        <translation>Führe die Abfrage aus</translation>
    </message>
    <message>
        <source>Choosing a chart</source>
        <translation>Wähle ein Diagramm</translation>
    </message>
    <message>
        <source>Writing the insight</source>
        <translation>Schreibe die Erkenntnis</translation>
    </message>
    <message>
        <source>A question for you</source>
        <translation>Eine Frage an Sie</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>The question was not rewritten (%1); it is used as asked.</source>
        <translation>Die Frage wurde nicht umformuliert (%1); sie wird so verwendet, wie sie gestellt wurde.</translation>
    </message>
    <message>
        <source>%1 is after the last date in the data, %2 (%3): expect no rows for it.</source>
        <translation>%1 liegt nach dem letzten Datum in den Daten, %2 (%3): Dafür sind keine Zeilen zu erwarten.</translation>
    </message>
    <message>
        <source>%1 is before the first date in the data, %2: expect no rows for it.</source>
        <translation>%1 liegt vor dem ersten Datum in den Daten, %2: Dafür sind keine Zeilen zu erwarten.</translation>
    </message>
    <message>
        <source>The model did not narrow the schema down; the closest tables are used whole.</source>
        <translation>Das Modell hat das Schema nicht eingegrenzt; die am besten passenden Tabellen werden vollständig verwendet.</translation>
    </message>
    <message>
        <source>The model found no table that answers the question; the closest tables are used.</source>
        <translation>Das Modell hat keine Tabelle gefunden, die die Frage beantwortet; die am besten passenden Tabellen werden verwendet.</translation>
    </message>
    <message>
        <source>The model&apos;s answer held no SQL.</source>
        <translation>Die Antwort des Modells enthielt kein SQL.</translation>
    </message>
    <message>
        <source>Error: there is no tool %1. Use SearchColumn, SearchValue, FindShortestPath, ExecuteSQL or Answer.</source>
        <translation>Fehler: Es gibt kein Werkzeug %1. Verwenden Sie SearchColumn, SearchValue, FindShortestPath, ExecuteSQL oder Answer.</translation>
    </message>
    <message>
        <source>No column matches &quot;%1&quot;.</source>
        <translation>Keine Spalte passt zu „%1“.</translation>
    </message>
    <message>
        <source>Error: stored values are still being indexed; try SearchColumn.</source>
        <translation>Fehler: Die gespeicherten Werte werden noch indiziert; versuchen Sie SearchColumn.</translation>
    </message>
    <message>
        <source>Error: there is no table %1.</source>
        <translation>Fehler: Es gibt keine Tabelle %1.</translation>
    </message>
    <message>
        <source>No stored value is like &quot;%1&quot;.</source>
        <translation>Kein gespeicherter Wert ähnelt „%1“.</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <source>or, equally short:</source>
        <translation>oder, gleich kurz:</translation>
    </message>
    <message>
        <source>Error: no action could be read. End your turn with exactly one line: Action: Tool(argument)</source>
        <translation>Fehler: Es konnte keine Aktion gelesen werden. Beenden Sie Ihren Zug mit genau einer Zeile: Action: Tool(argument)</translation>
    </message>
    <message>
        <source>Answered after %1 rounds</source>
        <translation>Nach %1 Runden beantwortet</translation>
    </message>
    <message>
        <source>Error: the answer does not run: %1</source>
        <translation>Fehler: Die Antwort lässt sich nicht ausführen: %1</translation>
    </message>
    <message>
        <source>Round %1: %2</source>
        <translation>Runde %1: %2</translation>
    </message>
    <message>
        <source>no readable action</source>
        <translation>keine lesbare Aktion</translation>
    </message>
    <message>
        <source>No answer within %1 rounds.</source>
        <translation>Keine Antwort innerhalb von %1 Runden.</translation>
    </message>
    <message>
        <source>The answer was cut off at the model&apos;s context window, so it was not used.</source>
        <translation>Die Antwort wurde am Kontextfenster des Modells abgeschnitten und daher nicht verwendet.</translation>
    </message>
    <message>
        <source>The answer was cut off at the token limit (%1 tokens), so it was not used.</source>
        <translation>Die Antwort wurde am Token-Limit (%1 Tokens) abgeschnitten und daher nicht verwendet.</translation>
    </message>
    <message>
        <source>The model could not be asked: %1</source>
        <translation>Das Modell konnte nicht gefragt werden: %1</translation>
    </message>
    <message>
        <source>Nothing was run; ask again in a moment, or let the offline assistant answer.</source>
        <translation>Es wurde nichts ausgeführt; fragen Sie gleich noch einmal, oder lassen Sie den Offline-Assistenten antworten.</translation>
    </message>
    <message numerus="yes">
        <source>Answering in %n steps</source>
        <translation>
            <numerusform>Beantworte in %n Schritt</numerusform>
            <numerusform>Beantworte in %n Schritten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Answered in %n step(s).</source>
        <translation>
            <numerusform>In %n Schritt beantwortet.</numerusform>
            <numerusform>In %n Schritten beantwortet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n steps answered; %2</source>
        <translation>
            <numerusform>%1 von %n Schritt beantwortet; %2</numerusform>
            <numerusform>%1 von %n Schritten beantwortet; %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Error: FindShortestPath takes two or more columns or tables: FindShortestPath(orders.total, customers.city).</source>
        <translation>Fehler: FindShortestPath braucht zwei oder mehr Spalten oder Tabellen: FindShortestPath(orders.total, customers.city).</translation>
    </message>
    <message>
        <source>Reading the question</source>
        <translation>Frage lesen</translation>
    </message>
    <message>
        <source>Answering</source>
        <translation>Antworten</translation>
    </message>
    <message>
        <source>Declined</source>
        <translation>Abgelehnt</translation>
    </message>
    <message>
        <source>No language model</source>
        <translation>Kein Sprachmodell</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Angehalten</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>Answered by the offline assistant, as asked.</source>
        <translation>Vom Offline-Assistenten beantwortet, wie gewünscht.</translation>
    </message>
    <message>
        <source>Answered by the offline assistant: it is the mode chosen below the question box.</source>
        <translation>Vom Offline-Assistenten beantwortet: Das ist der Modus, der unter dem Fragefeld gewählt ist.</translation>
    </message>
    <message>
        <source>Answered offline: no language model is configured.</source>
        <translation>Offline beantwortet: Es ist kein Sprachmodell eingerichtet.</translation>
    </message>
    <message>
        <source>Answered offline because no language model is ready: %1</source>
        <translation>Offline beantwortet, weil kein Sprachmodell bereit ist: %1</translation>
    </message>
    <message>
        <source>No joins needed</source>
        <translation>Keine Verknüpfungen nötig</translation>
    </message>
    <message>
        <source>Stopped. Nothing was added to the notebook.</source>
        <translation>Gestoppt. Dem Notizbuch wurde nichts hinzugefügt.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln Zeile</numerusform>
            <numerusform>%Ln Zeilen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Assay::App</name>
    <message>
        <source>Creating sample database… %1%</source>
        <translation>Erstelle die Beispieldatenbank … %1 %</translation>
    </message>
    <message>
        <source>--%1 takes no value</source>
        <translation>--%1 nimmt keinen Wert an</translation>
    </message>
    <message>
        <source>--%1 needs a value</source>
        <translation>--%1 braucht einen Wert</translation>
    </message>
    <message>
        <source>unknown option --%1</source>
        <translation>unbekannte Option --%1</translation>
    </message>
    <message>
        <source>--%1 needs a whole number of at least %2</source>
        <translation>--%1 braucht eine ganze Zahl von mindestens %2</translation>
    </message>
    <message>
        <source>warning: a password in --connection is visible to other users of this machine; set ASSAY_DB_PASSWORD instead.</source>
        <translation>Warnung: Ein Passwort in --connection ist für andere Benutzer dieses Rechners sichtbar; setzen Sie stattdessen ASSAY_DB_PASSWORD.</translation>
    </message>
    <message>
        <source>the notebook names no database; give one with --connection</source>
        <translation>das Notizbuch nennt keine Datenbank; geben Sie eine mit --connection an</translation>
    </message>
    <message>
        <source>no database file, URL or saved connection called &quot;%1&quot;</source>
        <translation>keine Datenbankdatei, URL oder gespeicherte Verbindung namens „%1“</translation>
    </message>
    <message>
        <source>the sample database could not be created: %1</source>
        <translation>die Beispieldatenbank konnte nicht erstellt werden: %1</translation>
    </message>
    <message>
        <source>the database file %1 does not exist</source>
        <translation>die Datenbankdatei %1 existiert nicht</translation>
    </message>
    <message>
        <source>interrupted while connecting</source>
        <translation>beim Verbinden unterbrochen</translation>
    </message>
    <message>
        <source>the connection was dropped</source>
        <translation>die Verbindung wurde getrennt</translation>
    </message>
    <message>
        <source>cannot connect to %1: %2</source>
        <translation>keine Verbindung zu %1 möglich: %2</translation>
    </message>
    <message>
        <source>(no password was given: set ASSAY_DB_PASSWORD)</source>
        <translation>(es wurde kein Passwort angegeben: setzen Sie ASSAY_DB_PASSWORD)</translation>
    </message>
    <message>
        <source>usage: assay export-chart NOTEBOOK --chart NAME --output FILE.png|FILE.svg</source>
        <translation>Aufruf: assay export-chart NOTEBOOK --chart NAME --output FILE.png|FILE.svg</translation>
    </message>
    <message>
        <source>--output must end in .png or .svg</source>
        <translation>--output muss auf .png oder .svg enden</translation>
    </message>
    <message>
        <source>--size is WIDTHxHEIGHT in pixels, e.g. 1600x900</source>
        <translation>--size ist BREITExHÖHE in Pixeln, z. B. 1600x900</translation>
    </message>
    <message>
        <source>--scale is a number from 0.5 to 4</source>
        <translation>--scale ist eine Zahl von 0.5 bis 4</translation>
    </message>
    <message>
        <source>cannot write %1: the folder does not exist</source>
        <translation>%1 kann nicht geschrieben werden: Der Ordner existiert nicht</translation>
    </message>
    <message>
        <source>%1 is not a chart cell</source>
        <translation>%1 ist keine Diagrammzelle</translation>
    </message>
    <message>
        <source>interrupted; nothing was written</source>
        <translation>unterbrochen; es wurde nichts geschrieben</translation>
    </message>
    <message>
        <source>the chart could not be computed: %1</source>
        <translation>das Diagramm konnte nicht berechnet werden: %1</translation>
    </message>
    <message>
        <source>Cannot draw</source>
        <translation>Das Diagramm kann nicht gezeichnet werden</translation>
    </message>
    <message>
        <source>usage: assay export-data NOTEBOOK --cell NAME --output FILE.csv|.tsv|.xlsx
   or: assay export-data --connection SPEC --sql QUERY --output FILE.csv|.tsv|.xlsx</source>
        <translation>Aufruf: assay export-data NOTEBOOK --cell NAME --output FILE.csv|.tsv|.xlsx
  oder: assay export-data --connection SPEC --sql QUERY --output FILE.csv|.tsv|.xlsx</translation>
    </message>
    <message>
        <source>--output must end in .csv, .tsv or .xlsx</source>
        <translation>--output muss auf .csv, .tsv oder .xlsx enden</translation>
    </message>
    <message>
        <source>%1 is a text cell; it has no data</source>
        <translation>%1 ist eine Textzelle; sie hat keine Daten</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>interrupted; nothing was written to %1</source>
        <translation>unterbrochen; nach %1 wurde nichts geschrieben</translation>
    </message>
    <message>
        <source>%1 rows, %2 in %3 s</source>
        <translation>%1 Zeilen, %2 in %3 s</translation>
    </message>
    <message>
        <source>cell %1 was not run: it would change the database (%2). Check what it does, then run again with --allow-writes to let notebook cells write.</source>
        <translation>Zelle %1 wurde nicht ausgeführt: Sie würde die Datenbank ändern (%2). Prüfen Sie, was sie tut, und führen Sie den Befehl dann erneut mit --allow-writes aus, damit Notizbuchzellen schreiben dürfen.</translation>
    </message>
    <message>
        <source>the notebook has no cell called &quot;%1&quot;; its cells are: %2</source>
        <translation>das Notizbuch hat keine Zelle namens „%1“; seine Zellen sind: %2</translation>
    </message>
    <message>
        <source>cell %1 failed: %2</source>
        <translation>Zelle %1 ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>run needs one notebook file: assay run NOTEBOOK.assaynb --export report.html</source>
        <translation>run braucht eine Notizbuchdatei: assay run NOTEBOOK.assaynb --export report.html</translation>
    </message>
    <message>
        <source>--chart-images is svg or png</source>
        <translation>--chart-images ist svg oder png</translation>
    </message>
    <message>
        <source>cannot tell the report format of %1: use .html, .pdf, .md or .ipynb</source>
        <translation>das Berichtsformat von %1 ist nicht erkennbar: Verwenden Sie .html, .pdf, .md oder .ipynb</translation>
    </message>
    <message>
        <source>interrupted; no report was written</source>
        <translation>unterbrochen; es wurde kein Bericht geschrieben</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>unterbrochen</translation>
    </message>
    <message>
        <source>assay eval WHAT --spider DIR [--bird DIR] [--nvbench FILE] [--limit N] [--verbose]

WHAT:
</source>
        <translation>assay eval WHAT --spider DIR [--bird DIR] [--nvbench FILE] [--limit N] [--verbose]

WHAT:
</translation>
    </message>
    <message>
        <source>
DIR is any directory in Spider&apos;s layout: dev.json, tables.json (or dev_tables.json),
database/&lt;db_id&gt;/&lt;db_id&gt;.sqlite.
</source>
        <translation>
DIR ist ein beliebiges Verzeichnis im Spider-Layout: dev.json, tables.json (oder
dev_tables.json), database/&lt;db_id&gt;/&lt;db_id&gt;.sqlite.
</translation>
    </message>
    <message>
        <source>assay eval: no evaluation named %1.
</source>
        <translation>assay eval: keine Auswertung namens %1.
</translation>
    </message>
    <message>
        <source>assay eval: %1 is not a directory.</source>
        <translation>assay eval: %1 ist kein Verzeichnis.</translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot;. The commands are: %2. Run assay --help for their arguments.</source>
        <translation>unbekannter Befehl „%1“. Die Befehle sind: %2. Führen Sie assay --help aus, um ihre Argumente zu sehen.</translation>
    </message>
    <message>
        <source>%1 cannot be imported: %2</source>
        <translation>%1 kann nicht importiert werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s) written</source>
        <translation>
            <numerusform>%Ln Zeile geschrieben</numerusform>
            <numerusform>%Ln Zeilen geschrieben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln Zeile</numerusform>
            <numerusform>%Ln Zeilen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ran %n cell(s) in %1 s</source>
        <translation>
            <numerusform>%n Zelle in %1 s ausgeführt</numerusform>
            <numerusform>%n Zellen in %1 s ausgeführt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) failed</source>
        <translation>
            <numerusform>%n Zelle fehlgeschlagen</numerusform>
            <numerusform>%n Zellen fehlgeschlagen</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>there is no answer to draw, so %1 was not written</source>
        <translation>es gibt keine Antwort zum Zeichnen, daher wurde %1 nicht geschrieben</translation>
    </message>
    <message>
        <source>the answer is a table, not a chart; export it as .json instead</source>
        <translation>die Antwort ist eine Tabelle, kein Diagramm; exportieren Sie sie stattdessen als .json</translation>
    </message>
    <message>
        <source>usage: assay ask --connection SPEC &quot;QUESTION&quot; [--provider NAME] [--export FILE.png|.svg|.json] [--json]</source>
        <translation>Aufruf: assay ask --connection SPEC &quot;QUESTION&quot; [--provider NAME] [--export FILE.png|.svg|.json] [--json]</translation>
    </message>
    <message>
        <source>--export must end in .png, .svg (the chart) or .json (the whole answer)</source>
        <translation>--export muss auf .png, .svg (das Diagramm) oder .json (die ganze Antwort) enden</translation>
    </message>
    <message>
        <source>no model provider called &quot;%1&quot;: none is set up (Settings, Models in the window)</source>
        <translation>kein Modellanbieter namens „%1“: Es ist keiner eingerichtet (im Fenster unter Einstellungen, Modelle)</translation>
    </message>
    <message>
        <source>no model provider called &quot;%1&quot;; the providers are: %2</source>
        <translation>kein Modellanbieter namens „%1“; die Anbieter sind: %2</translation>
    </message>
    <message>
        <source>the model provider %1 cannot be used: %2</source>
        <translation>der Modellanbieter %1 kann nicht verwendet werden: %2</translation>
    </message>
    <message>
        <source>cannot read the privacy file %1: %2</source>
        <translation>die Datenschutzdatei %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>the privacy file %1 is not a JSON object like {&quot;hiddenColumns&quot;: [&quot;customers.email&quot;]}</source>
        <translation>die Datenschutzdatei %1 ist kein JSON-Objekt wie {&quot;hiddenColumns&quot;: [&quot;customers.email&quot;]}</translation>
    </message>
    <message>
        <source>usage: assay mcp [--connection SPEC]... [--notebook FILE]... [--privacy FILE]</source>
        <translation>Aufruf: assay mcp [--connection SPEC]... [--notebook FILE]... [--privacy FILE]</translation>
    </message>
    <message>
        <source>%1 is a folder; give the path of the database file to create in it.</source>
        <translation>%1 ist ein Ordner; geben Sie den Pfad der Datenbankdatei an, die darin angelegt werden soll.</translation>
    </message>
    <message>
        <source>%1 already exists; Assay will not replace it. Add --force to overwrite it with the sample database.</source>
        <translation>%1 existiert bereits; Assay ersetzt die Datei nicht. Mit --force wird sie durch die Beispieldatenbank überschrieben.</translation>
    </message>
    <message>
        <source>Usage: assay [options] [NOTEBOOK.assaynb | DATABASE_FILE]
       assay COMMAND [arguments]

A desktop notebook for data analysts. Without a command, Assay opens its window on
DATABASE_FILE (a SQLite file; a CSV, JSON or XLSX file opens as a table) or on the
bundled sample database.

Options:
  -h, --help        Show this help and exit.
  -v, --version     Show the version and exit.

Commands (no display needed):
  sample-db [PATH] [--force]
                    Create the sample retail database at PATH (default: the data directory)
                    and print where it is. An existing PATH is only replaced with --force.
  eval WHAT ...     Measure Assay on benchmark data in Spider&apos;s layout (assay eval for a list).

  run NOTEBOOK [--connection SPEC] [--export FILE]... [--results-only] [--rows N]
        [--chart-images svg|png] [--row-limit N] [--allow-writes] [--quiet]
                    Run every cell of NOTEBOOK top to bottom and write a report for each
                    --export: .html (one self-contained file), .pdf, .md (images in
                    FILE_files/ beside it) or .ipynb (Jupyter). --results-only leaves the
                    SQL out; --rows N shows the first N rows of each result (default 20).
                    A cell that would change the database (INSERT, CREATE, SELECT setval(),
                    ...) fails without running unless --allow-writes is given (exit 4).
                    A report is written even when cells fail; it shows their errors.
  export-chart NOTEBOOK --chart NAME --output FILE.png|FILE.svg [--size WxH] [--scale S]
        [--connection SPEC]
                    Run the chart cell NAME (and the cells it reads) and draw it
                    (default 1200x700, scale 1; --scale 2 doubles the pixels of a PNG).
                    A cell it needs that would write fails, as in run without --allow-writes.
  export-data NOTEBOOK --cell NAME --output FILE.csv|.tsv|.xlsx [--connection SPEC]
  export-data --connection SPEC --sql QUERY --output FILE.csv|.tsv|.xlsx
        [--bom] [--sheet NAME] [--progress] [--quiet]
                    Stream a cell&apos;s whole result (the cells it reads are inlined) or a
                    query&apos;s rows into a file: CSV as RFC 4180 in UTF-8 (--bom adds a
                    byte-order mark for spreadsheet programs), or an Excel workbook.
                    The query runs read-only; memory stays flat for any number of rows.

  SPEC is a SQLite file, a data file (.csv, .tsv, .json, .ndjson, .xlsx: imported as a
  table into a workspace in the data directory, again only when it changed), &quot;sample&quot;, a URL (postgresql://USER@HOST:PORT/DB,
  mysql://USER@HOST:PORT/DB, sqlite:PATH), or the name of a saved connection. Without
  --connection the notebook&apos;s own connection is used. Passwords come from the
  ASSAY_DB_PASSWORD environment variable or the keychain, never from the notebook.
  These commands need no display. Files are written whole or not at all.

  ask --connection SPEC &quot;QUESTION&quot; [--provider NAME] [--export FILE] [--json] [--rows N]
        [--clarification TEXT] [--privacy FILE]
                    Answer a question as the chat does: the SQL, the first rows (--rows,
                    default 20), the chart and the insight; --json prints it as JSON and
                    --export writes the chart (.png, .svg) or the whole answer (.json).
                    The model set up in the window answers (or the provider --provider
                    names; key from ASSAY_LLM_API_KEY or the keychain), else the offline
                    assistant. Exit 0 answered, 6 declined, 7 needs an answer (the options
                    are printed; ask again with --clarification), 4 failed.
  mcp [--connection SPEC]... [--notebook FILE]... [--privacy FILE] [--provider NAME]
        [--rows N] [--timeout SECONDS]
                    Serve the Model Context Protocol on standard input and output, for
                    assistants such as desktop chat apps and IDE agents: list_connections,
                    describe_schema, search_schema, search_values, plan_joins, run_query
                    (read-only, capped, timed), ask and add_cell; the notebooks are
                    resources. --privacy FILE ({&quot;hiddenColumns&quot;: [&quot;t.c&quot;], ...}) hides
                    more than the connection&apos;s own privacy settings do.

Exit status: 0 done; 1 a file could not be written; 2 wrong arguments; 3 the notebook
or the database could not be opened; 4 a cell or query failed (a cell that would write,
without --allow-writes, fails); 5 written, but an Excel sheet&apos;s row limit cut it short;
6 the assistant declined the question; 7 it needs an answer first; 130 interrupted
(Ctrl+C, SIGTERM).
</source>
        <translation>Aufruf: assay [Optionen] [NOTEBOOK.assaynb | DATABASE_FILE]
        assay COMMAND [Argumente]

Ein Desktop-Notizbuch für Datenanalysten. Ohne Befehl öffnet Assay sein Fenster mit
DATABASE_FILE (einer SQLite-Datei; eine CSV-, JSON- oder XLSX-Datei öffnet sich als Tabelle)
oder mit der mitgelieferten Beispieldatenbank.

Optionen:
  -h, --help        Diese Hilfe anzeigen und beenden.
  -v, --version     Die Version anzeigen und beenden.

Befehle (ohne grafische Oberfläche):
  sample-db [PATH] [--force]
                    Die Beispieldatenbank (Einzelhandel) unter PATH anlegen (Standard: das
                    Datenverzeichnis) und ausgeben, wo sie liegt. Eine vorhandene Datei
                    unter PATH wird nur mit --force ersetzt.
  eval WHAT ...     Assay mit Benchmark-Daten im Layout von Spider messen (assay eval für
                    eine Liste).

  run NOTEBOOK [--connection SPEC] [--export FILE]... [--results-only] [--rows N]
        [--chart-images svg|png] [--row-limit N] [--allow-writes] [--quiet]
                    Jede Zelle von NOTEBOOK von oben nach unten ausführen und für jedes
                    --export einen Bericht schreiben: .html (eine eigenständige Datei), .pdf,
                    .md (Bilder in FILE_files/ daneben) oder .ipynb (Jupyter). --results-only
                    lässt das SQL weg; --rows N zeigt die ersten N Zeilen jedes Ergebnisses
                    (Standard 20). Eine Zelle, die die Datenbank ändern würde (INSERT, CREATE,
                    SELECT setval(), ...), schlägt ohne Ausführung fehl, außer mit
                    --allow-writes (Exit-Status 4). Ein Bericht wird auch geschrieben, wenn
                    Zellen fehlschlagen; er zeigt ihre Fehler.
  export-chart NOTEBOOK --chart NAME --output FILE.png|FILE.svg [--size WxH] [--scale S]
        [--connection SPEC]
                    Die Diagrammzelle NAME (und die Zellen, die sie liest) ausführen und
                    zeichnen (Standard 1200x700, Skalierung 1; --scale 2 verdoppelt die Pixel
                    einer PNG-Datei). Eine benötigte Zelle, die schreiben würde, schlägt fehl,
                    wie bei run ohne --allow-writes.
  export-data NOTEBOOK --cell NAME --output FILE.csv|.tsv|.xlsx [--connection SPEC]
  export-data --connection SPEC --sql QUERY --output FILE.csv|.tsv|.xlsx
        [--bom] [--sheet NAME] [--progress] [--quiet]
                    Das gesamte Ergebnis einer Zelle (die Zellen, die sie liest, werden
                    eingebettet) oder die Zeilen einer Abfrage in eine Datei streamen: CSV
                    nach RFC 4180 in UTF-8 (--bom fügt eine Byte-Order-Mark für
                    Tabellenkalkulationen hinzu) oder eine Excel-Arbeitsmappe. Die Abfrage
                    läuft schreibgeschützt; der Speicherbedarf bleibt bei jeder Zeilenzahl
                    gleich.

  SPEC ist eine SQLite-Datei, eine Datendatei (.csv, .tsv, .json, .ndjson, .xlsx: als Tabelle
  in einen Arbeitsbereich im Datenverzeichnis importiert, erneut nur, wenn sie sich geändert
  hat), &quot;sample&quot;, eine URL (postgresql://USER@HOST:PORT/DB, mysql://USER@HOST:PORT/DB,
  sqlite:PATH) oder der Name einer gespeicherten Verbindung. Ohne --connection wird die
  Verbindung des Notizbuchs verwendet. Passwörter kommen aus der Umgebungsvariablen
  ASSAY_DB_PASSWORD oder dem Schlüsselbund, nie aus dem Notizbuch.
  Diese Befehle brauchen keine grafische Oberfläche. Dateien werden vollständig oder gar
  nicht geschrieben.

  ask --connection SPEC &quot;QUESTION&quot; [--provider NAME] [--export FILE] [--json] [--rows N]
        [--clarification TEXT] [--privacy FILE]
                    Eine Frage beantworten wie im Chat: das SQL, die ersten Zeilen (--rows,
                    Standard 20), das Diagramm und die Erkenntnis; --json gibt alles als
                    JSON aus, --export schreibt das Diagramm (.png, .svg) oder die ganze
                    Antwort (.json). Es antwortet das im Fenster eingerichtete Modell (oder
                    der Anbieter, den --provider nennt; Schlüssel aus ASSAY_LLM_API_KEY oder
                    dem Schlüsselbund), sonst der Offline-Assistent. Exit-Status 0 beantwortet,
                    6 abgelehnt, 7 braucht eine Antwort (die Optionen werden ausgegeben;
                    fragen Sie erneut mit --clarification), 4 fehlgeschlagen.
  mcp [--connection SPEC]... [--notebook FILE]... [--privacy FILE] [--provider NAME]
        [--rows N] [--timeout SECONDS]
                    Das Model Context Protocol über Standardeingabe und -ausgabe anbieten,
                    für Assistenten wie Desktop-Chat-Apps und IDE-Agenten: list_connections,
                    describe_schema, search_schema, search_values, plan_joins, run_query
                    (schreibgeschützt, begrenzt, mit Zeitlimit), ask und add_cell; die
                    Notizbücher sind Ressourcen. --privacy FILE ({&quot;hiddenColumns&quot;:
                    [&quot;t.c&quot;], ...}) verbirgt mehr als die Datenschutzeinstellungen der
                    Verbindung selbst.

Exit-Status: 0 erledigt; 1 eine Datei konnte nicht geschrieben werden; 2 falsche Argumente;
3 das Notizbuch oder die Datenbank konnte nicht geöffnet werden; 4 eine Zelle oder Abfrage
ist fehlgeschlagen (eine Zelle, die schreiben würde, schlägt ohne --allow-writes fehl);
5 geschrieben, aber das Zeilenlimit eines Excel-Arbeitsblatts hat es gekürzt;
6 der Assistent hat die Frage abgelehnt; 7 er braucht zuerst eine Antwort;
130 unterbrochen (Strg+C, SIGTERM).
</translation>
    </message>
    <message>
        <source>unknown option &quot;%1&quot;. Run assay --help for the options and commands.</source>
        <translation>unbekannte Option „%1“. assay --help zeigt die Optionen und Befehle.</translation>
    </message>
    <message>
        <source>
Notebook parameters: run, export-chart and export-data take --param NAME=VALUE
(repeatable) for the notebook&apos;s parameter cells and for any :name its SQL reads
that no parameter cell defines (taken as text). A date range is START..END
(--param period=2025-01-01..2025-03-31), several choices a,b. A name no cell
uses, or a value of the wrong type, is an error that names it (exit 2).
</source>
        <translation>
Notebook-Parameter: run, export-chart und export-data nehmen --param NAME=WERT
(wiederholbar) für die Parameterzellen des Notebooks und für jedes :name, das sein SQL
liest, ohne dass eine Parameterzelle es festlegt (als Text). Ein Datumsbereich ist
START..ENDE (--param period=2025-01-01..2025-03-31), mehrere Auswahlwerte a,b. Ein
Name, den keine Zelle verwendet, oder ein Wert des falschen Typs ist ein Fehler, der
ihn nennt (Exit-Code 2).
</translation>
    </message>
    <message>
        <source>--param sets a notebook&apos;s parameters; with --sql there is no notebook</source>
        <translation>--param setzt die Parameter eines Notebooks; mit --sql gibt es kein Notebook</translation>
    </message>
    <message>
        <source>--param takes NAME=VALUE, not &quot;%1&quot;</source>
        <translation>--param erwartet NAME=WERT, nicht &quot;%1&quot;</translation>
    </message>
    <message>
        <source>
  check NOTEBOOK [--connection SPEC] [--json] [--accept]
                    Compare the schema with the one recorded for the connection (the first
                    run records it) and print what changed (renames with their evidence)
                    and every cell, chart, glossary term, example, description and privacy
                    setting it breaks, with the fix the window offers. Nothing is rewritten;
                    --accept records the schema as it is now. Exit 0 nothing affected,
                    8 something affected, 3 the notebook, database or schema unreadable.
  check --verified --connection SPEC [--json] [--provider NAME] [--privacy FILE]
                    Ask every verified question again (as assay ask answers) and compare
                    the results with the verified ones. Exit 0 all the same, 9 a result
                    changed or a question is no longer answerable.
</source>
        <translation>
  check NOTEBOOK [--connection SPEC] [--json] [--accept]
                    Vergleicht das Schema mit dem für die Verbindung aufgezeichneten (der
                    erste Lauf zeichnet es auf) und gibt aus, was sich geändert hat
                    (Umbenennungen mit ihren Belegen), und jede Zelle, jedes Diagramm,
                    jeden Glossarbegriff, jedes Beispiel, jede Beschreibung und
                    Datenschutzeinstellung, die dadurch nicht mehr passen, mit der Korrektur,
                    die das Fenster anbietet. Nichts wird umgeschrieben; --accept zeichnet das
                    Schema so auf, wie es jetzt ist. Exit 0: nichts betroffen, 8: etwas
                    betroffen, 3: Notizbuch, Datenbank oder Schema nicht lesbar.
  check --verified --connection SPEC [--json] [--provider NAME] [--privacy FILE]
                    Stellt jede bestätigte Frage erneut (wie assay ask antwortet) und
                    vergleicht die Ergebnisse mit den bestätigten. Exit 0: alle gleich,
                    9: ein Ergebnis hat sich geändert oder eine Frage ist nicht mehr beantwortbar.
</translation>
    </message>
    <message>
        <source>none: change it by hand</source>
        <translation>keine: von Hand ändern</translation>
    </message>
    <message>
        <source>rewrite</source>
        <translation>umschreiben</translation>
    </message>
    <message>
        <source>drop it, or keep it</source>
        <translation>entfernen oder behalten</translation>
    </message>
    <message>
        <source>move the description</source>
        <translation>Beschreibung verschieben</translation>
    </message>
    <message>
        <source>describe again</source>
        <translation>neu beschreiben</translation>
    </message>
    <message numerus="yes">
        <source>No schema was recorded for %1 before; recorded now (%n table(s)). Later checks compare with it.</source>
        <translation>
            <numerusform>Für %1 war noch kein Schema aufgezeichnet; jetzt aufgezeichnet (%n Tabelle). Spätere Prüfungen vergleichen damit.</numerusform>
            <numerusform>Für %1 war noch kein Schema aufgezeichnet; jetzt aufgezeichnet (%n Tabellen). Spätere Prüfungen vergleichen damit.</numerusform>
        </translation>
    </message>
    <message>
        <source>No schema changes on %1 since %2.</source>
        <translation>Keine Schemaänderungen an %1 seit %2.</translation>
    </message>
    <message>
        <source>The schema of %1 changed since %2 (%3 tables then, %4 now):</source>
        <translation>Das Schema von %1 hat sich seit %2 geändert (damals %3 Tabellen, jetzt %4):</translation>
    </message>
    <message>
        <source>Nothing the notebook or the knowledge keeps is affected.</source>
        <translation>Nichts, was das Notizbuch oder das Wissen enthält, ist betroffen.</translation>
    </message>
    <message numerus="yes">
        <source>Affected (%n):</source>
        <translation>
            <numerusform>Betroffen (%n):</numerusform>
            <numerusform>Betroffen (%n):</numerusform>
        </translation>
    </message>
    <message>
        <source>: breaks</source>
        <translation>: funktioniert nicht mehr</translation>
    </message>
    <message>
        <source>: may change</source>
        <translation>: kann sich ändern</translation>
    </message>
    <message>
        <source>fix: %1</source>
        <translation>Korrektur: %1</translation>
    </message>
    <message>
        <source>usage: assay check NOTEBOOK [--connection SPEC] [--json] [--accept]
       assay check --verified --connection SPEC [--json] [--provider NAME]</source>
        <translation>Aufruf: assay check NOTEBOOK [--connection SPEC] [--json] [--accept]
       assay check --verified --connection SPEC [--json] [--provider NAME]</translation>
    </message>
    <message>
        <source>%1 (the notebook names a connection that cannot be used; give one with --connection)</source>
        <translation>%1 (das Notizbuch nennt eine Verbindung, die nicht verwendet werden kann; geben Sie eine mit --connection an)</translation>
    </message>
    <message>
        <source>the schema cannot be read, so nothing was compared: %1</source>
        <translation>Das Schema kann nicht gelesen werden, daher wurde nichts verglichen: %1</translation>
    </message>
    <message>
        <source>The schema as it is now was recorded; later checks compare with it.</source>
        <translation>Das Schema wurde so aufgezeichnet, wie es jetzt ist; spätere Prüfungen vergleichen damit.</translation>
    </message>
    <message>
        <source>verified SQL:</source>
        <translation>bestätigtes SQL:</translation>
    </message>
    <message numerus="yes">
        <source>verified result (%n row(s)):</source>
        <translation>
            <numerusform>bestätigtes Ergebnis (%n Zeile):</numerusform>
            <numerusform>bestätigtes Ergebnis (%n Zeilen):</numerusform>
        </translation>
    </message>
    <message>
        <source>answer now:</source>
        <translation>Antwort jetzt:</translation>
    </message>
    <message numerus="yes">
        <source>result now (%n row(s)):</source>
        <translation>
            <numerusform>Ergebnis jetzt (%n Zeile):</numerusform>
            <numerusform>Ergebnis jetzt (%n Zeilen):</numerusform>
        </translation>
    </message>
    <message>
        <source>usage: assay check --verified --connection SPEC [--json] [--provider NAME] [--privacy FILE]</source>
        <translation>Aufruf: assay check --verified --connection SPEC [--json] [--provider NAME] [--privacy FILE]</translation>
    </message>
    <message>
        <source>No verified answers for this connection yet (Keep as Example on a right answer in the Assistant verifies it).</source>
        <translation>Für diese Verbindung gibt es noch keine bestätigten Antworten („Als Beispiel behalten“ bei einer richtigen Antwort im Assistenten bestätigt sie).</translation>
    </message>
    <message>
        <source>%1 of %2 verified answers give their result.</source>
        <translation>%1 von %2 bestätigten Antworten liefern ihr Ergebnis.</translation>
    </message>
</context>
<context>
    <name>Assay::Ask</name>
    <message>
        <source>%1 has the columns %2.</source>
        <translation>%1 hat die Spalten %2.</translation>
    </message>
    <message>
        <source>Refused before it reached the database: %1</source>
        <translation>Abgelehnt, bevor es die Datenbank erreichte: %1</translation>
    </message>
    <message>
        <source>redacted columns in the result</source>
        <translation>geschwärzte Spalten im Ergebnis</translation>
    </message>
</context>
<context>
    <name>Assay::Charts</name>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>Forecast: %1</source>
        <translation>Prognose: %1</translation>
    </message>
    <message>
        <source>A forecast needs dates along the x axis.</source>
        <translation>Eine Prognose braucht Datumsangaben auf der x-Achse.</translation>
    </message>
    <message>
        <source>A forecast needs at least 6 periods of history.</source>
        <translation>Eine Prognose braucht mindestens 6 Perioden Verlauf.</translation>
    </message>
    <message>
        <source>No forecast: the dates are not evenly spaced (group them by a period).</source>
        <translation>Keine Prognose: Die Datumsangaben haben keine gleichmäßigen Abstände (gruppieren Sie sie nach einer Periode).</translation>
    </message>
    <message>
        <source>No forecast: too many periods are missing.</source>
        <translation>Keine Prognose: Zu viele Perioden fehlen.</translation>
    </message>
    <message>
        <source>bar chart</source>
        <translation>Balkendiagramm</translation>
    </message>
    <message>
        <source>line chart</source>
        <translation>Liniendiagramm</translation>
    </message>
    <message>
        <source>pie chart</source>
        <translation>Kreisdiagramm</translation>
    </message>
    <message>
        <source>area chart</source>
        <translation>Flächendiagramm</translation>
    </message>
    <message>
        <source>table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>The question asks for a %1.</source>
        <translation>Die Frage verlangt ein %1.</translation>
    </message>
    <message>
        <source>Bar</source>
        <translation>Balken</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Linie</translation>
    </message>
    <message>
        <source>Pie</source>
        <translation>Kreis</translation>
    </message>
    <message>
        <source>Scatter</source>
        <translation>Streuung</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>Fläche</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>sum</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>average</source>
        <translation>Durchschnitt</translation>
    </message>
    <message>
        <source>count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>distinct count</source>
        <translation>Anzahl verschiedener</translation>
    </message>
    <message>
        <source>minimum</source>
        <translation>Minimum</translation>
    </message>
    <message>
        <source>maximum</source>
        <translation>Maximum</translation>
    </message>
    <message>
        <source>Choose a column for the x axis.</source>
        <translation>Wählen Sie eine Spalte für die x-Achse.</translation>
    </message>
    <message>
        <source>The source has no column %1.</source>
        <translation>Die Quelle hat keine Spalte %1.</translation>
    </message>
    <message>
        <source>Choose at least one measure.</source>
        <translation>Wählen Sie mindestens eine Kennzahl.</translation>
    </message>
    <message>
        <source>Choose a column for the measure.</source>
        <translation>Wählen Sie eine Spalte für die Kennzahl.</translation>
    </message>
    <message>
        <source>%1 is not numeric, so it cannot be summed or averaged; count it instead.</source>
        <translation>%1 ist nicht numerisch und kann daher nicht summiert oder gemittelt werden; zählen Sie stattdessen.</translation>
    </message>
    <message>
        <source>%1 is not numeric; plot a count or pick a numeric column.</source>
        <translation>%1 ist nicht numerisch; stellen Sie eine Anzahl dar oder wählen Sie eine numerische Spalte.</translation>
    </message>
    <message>
        <source>A pie shows exactly one measure.</source>
        <translation>Ein Kreisdiagramm zeigt genau eine Kennzahl.</translation>
    </message>
    <message>
        <source>A pie cannot have series; use a stacked bar instead.</source>
        <translation>Ein Kreisdiagramm kann keine Reihen haben; verwenden Sie stattdessen gestapelte Balken.</translation>
    </message>
    <message>
        <source>A pie shows parts of a whole, and %1s do not add up to one; use a sum or a count, or bars.</source>
        <translation>Ein Kreisdiagramm zeigt Teile eines Ganzen, und %1-Werte ergeben zusammen kein Ganzes; verwenden Sie eine Summe, eine Anzahl oder Balken.</translation>
    </message>
    <message>
        <source>A scatter plot needs a numeric x column.</source>
        <translation>Ein Streudiagramm braucht eine numerische x-Spalte.</translation>
    </message>
    <message>
        <source>Only dates can be grouped by %1.</source>
        <translation>Nur Datumsangaben können nach %1 gruppiert werden.</translation>
    </message>
    <message>
        <source>Stacking needs a series column or several measures.</source>
        <translation>Stapeln braucht eine Reihenspalte oder mehrere Kennzahlen.</translation>
    </message>
    <message>
        <source>Only bars and pies group the remaining categories as Other.</source>
        <translation>Nur Balken- und Kreisdiagramme fassen die übrigen Kategorien als „Andere“ zusammen.</translation>
    </message>
    <message>
        <source>Choose how many categories to show before grouping the rest as Other.</source>
        <translation>Wählen Sie, wie viele Kategorien gezeigt werden, bevor der Rest als „Andere“ zusammengefasst wird.</translation>
    </message>
    <message>
        <source>Dates are not grouped as Other; show a shorter period instead.</source>
        <translation>Datumsangaben werden nicht als „Andere“ zusammengefasst; zeigen Sie stattdessen einen kürzeren Zeitraum.</translation>
    </message>
    <message>
        <source>The %1 of the other categories cannot be added up from theirs; use a sum, count, minimum or maximum to group them as Other.</source>
        <translation>Der %1-Wert der übrigen Kategorien lässt sich nicht aus deren Werten zusammenzählen; verwenden Sie Summe, Anzahl, Minimum oder Maximum, um sie als „Andere“ zusammenzufassen.</translation>
    </message>
    <message>
        <source>A forecast extends a line over time; choose a line or area chart.</source>
        <translation>Eine Prognose verlängert eine Linie über die Zeit; wählen Sie ein Linien- oder Flächendiagramm.</translation>
    </message>
    <message>
        <source>A forecast needs dates on the x axis; %1 is not a date.</source>
        <translation>Eine Prognose braucht Datumsangaben auf der x-Achse; %1 ist kein Datum.</translation>
    </message>
    <message>
        <source>Forecast at most %1 periods.</source>
        <translation>Prognostizieren Sie höchstens %1 Perioden.</translation>
    </message>
    <message>
        <source>a pie needs values that are never negative</source>
        <translation>ein Kreisdiagramm braucht Werte, die nie negativ sind</translation>
    </message>
    <message>
        <source>%1 does not add up to a whole</source>
        <translation>%1 ergibt zusammen kein Ganzes</translation>
    </message>
    <message>
        <source>%1 has %2 values, too many slices</source>
        <translation>%1 hat %2 Werte, zu viele Segmente</translation>
    </message>
    <message>
        <source>a line needs time or numbers along x, and %1 is a category</source>
        <translation>eine Linie braucht Zeit oder Zahlen entlang x, und %1 ist eine Kategorie</translation>
    </message>
    <message>
        <source>%1 is not a number</source>
        <translation>%1 ist keine Zahl</translation>
    </message>
    <message>
        <source>The model&apos;s check could not be read, so the rule-based chart stays.</source>
        <translation>Die Prüfung des Modells war nicht lesbar, daher bleibt das regelbasierte Diagramm.</translation>
    </message>
    <message>
        <source>A model checked this chart against the question and kept it.</source>
        <translation>Ein Modell hat dieses Diagramm anhand der Frage geprüft und beibehalten.</translation>
    </message>
    <message>
        <source>A model checked this chart against the question and kept it: %1</source>
        <translation>Ein Modell hat dieses Diagramm anhand der Frage geprüft und beibehalten: %1</translation>
    </message>
    <message>
        <source>A model judged that a table answers the question best.</source>
        <translation>Ein Modell urteilte, dass eine Tabelle die Frage am besten beantwortet.</translation>
    </message>
    <message>
        <source>A model judged that a table answers the question best: %1</source>
        <translation>Ein Modell urteilte, dass eine Tabelle die Frage am besten beantwortet: %1</translation>
    </message>
    <message>
        <source>The model could not check the chart (%1), so the rule-based chart stays.</source>
        <translation>Das Modell konnte das Diagramm nicht prüfen (%1), daher bleibt das regelbasierte Diagramm.</translation>
    </message>
    <message>
        <source>time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>measure</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <source>category</source>
        <translation>Kategorie</translation>
    </message>
    <message>
        <source>identifier</source>
        <translation>Kennung</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Holt-Winters (additive)</source>
        <translation>Holt-Winters (additiv)</translation>
    </message>
    <message>
        <source>seasonal linear trend</source>
        <translation>saisonaler linearer Trend</translation>
    </message>
    <message>
        <source>Holt&apos;s linear trend</source>
        <translation>linearer Trend nach Holt</translation>
    </message>
    <message>
        <source>linear trend</source>
        <translation>linearer Trend</translation>
    </message>
    <message>
        <source>, season %1</source>
        <translation>, Saison %1</translation>
    </message>
    <message>
        <source>MAPE %1%</source>
        <translation>MAPE %1 %</translation>
    </message>
    <message>
        <source>MAE %1</source>
        <translation>MAE %1</translation>
    </message>
    <message>
        <source>%1: hold-out %2 over the last %3 periods</source>
        <translation>%1: Zurückhaltung %2 über die letzten %3 Perioden</translation>
    </message>
    <message>
        <source>A forecast needs at least 6 periods of history; there are %1.</source>
        <translation>Eine Prognose braucht mindestens 6 Perioden Verlauf; es gibt %1.</translation>
    </message>
    <message>
        <source>Nothing to forecast.</source>
        <translation>Nichts zu prognostizieren.</translation>
    </message>
    <message>
        <source>The series has missing or infinite values.</source>
        <translation>Die Reihe hat fehlende oder unendliche Werte.</translation>
    </message>
    <message>
        <source>No forecasting method fits this series.</source>
        <translation>Keine Prognosemethode passt zu dieser Reihe.</translation>
    </message>
    <message>
        <source>Each %1 appears once, so %2 is drawn as it is.</source>
        <translation>Jeder %1-Wert kommt einmal vor, daher wird %2 unverändert gezeichnet.</translation>
    </message>
    <message>
        <source>%1 repeats and %2 does not add up (an average, level or rate), so it is averaged per %1.</source>
        <translation>%1 wiederholt sich und %2 lässt sich nicht addieren (ein Durchschnitt, Stand oder eine Rate), daher wird je %1 gemittelt.</translation>
    </message>
    <message>
        <source>%1 repeats, so %2 is summed per %1.</source>
        <translation>%1 wiederholt sich, daher wird %2 je %1 summiert.</translation>
    </message>
    <message>
        <source>%1 holds dates, so time runs along the x axis and a line shows how %2 changes.</source>
        <translation>%1 enthält Datumsangaben, daher läuft die Zeit entlang der x-Achse und eine Linie zeigt, wie sich %2 ändert.</translation>
    </message>
    <message>
        <source>%1 has %2 values, few enough to draw one line each.</source>
        <translation>%1 hat %2 Werte, wenige genug für je eine Linie.</translation>
    </message>
    <message>
        <source>%1 has %2 distinct instants over %3 days; they are grouped by %4 so the line stays readable.</source>
        <translation>%1 hat %2 verschiedene Zeitpunkte über %3 Tage; sie werden nach %4 gruppiert, damit die Linie lesbar bleibt.</translation>
    </message>
    <message>
        <source>There is no measure, so the line counts rows per %1.</source>
        <translation>Es gibt keine Kennzahl, daher zählt die Linie Zeilen je %1.</translation>
    </message>
    <message>
        <source>%1 does not add up (an average, level or rate), so it is averaged per %2.</source>
        <translation>%1 lässt sich nicht addieren (ein Durchschnitt, Stand oder eine Rate), daher wird je %2 gemittelt.</translation>
    </message>
    <message>
        <source>%1 is summed per %2.</source>
        <translation>%1 wird je %2 summiert.</translation>
    </message>
    <message>
        <source>%1 is another measure; add it as a second measure to compare.</source>
        <translation>%1 ist eine weitere Kennzahl; fügen Sie sie zum Vergleich als zweite Kennzahl hinzu.</translation>
    </message>
    <message>
        <source>%1 identifies each row, so there is one bar per %1.</source>
        <translation>%1 kennzeichnet jede Zeile, daher gibt es einen Balken je %1.</translation>
    </message>
    <message>
        <source>%1 is a category with %2 values, so bars compare %3 across them.</source>
        <translation>%1 ist eine Kategorie mit %2 Werten, daher vergleichen Balken %3 darüber.</translation>
    </message>
    <message>
        <source>the number of rows</source>
        <translation>die Anzahl der Zeilen</translation>
    </message>
    <message>
        <source>There is no measure, so the bars count rows per %1.</source>
        <translation>Es gibt keine Kennzahl, daher zählen die Balken Zeilen je %1.</translation>
    </message>
    <message>
        <source>%1 adds up across only %2 values of %3, none negative, so a pie shows each one&apos;s share of the total.</source>
        <translation>%1 addiert sich über nur %2 Werte von %3, keiner negativ, daher zeigt ein Kreisdiagramm den Anteil jedes Werts an der Summe.</translation>
    </message>
    <message>
        <source>The row count</source>
        <translation>Die Zeilenanzahl</translation>
    </message>
    <message>
        <source>The bars keep the order of %1.</source>
        <translation>Die Balken behalten die Reihenfolge von %1.</translation>
    </message>
    <message>
        <source>The bars are sorted largest first.</source>
        <translation>Die Balken sind absteigend nach Größe sortiert.</translation>
    </message>
    <message>
        <source>%1 has %2 values: the %3 largest are shown and the rest are added up as Other.</source>
        <translation>%1 hat %2 Werte: Die %3 größten werden gezeigt, der Rest wird als „Andere“ zusammengefasst.</translation>
    </message>
    <message>
        <source>%1 has %2 values: the %3 largest are shown; the rest are left out because %4 cannot be added up into an Other bar.</source>
        <translation>%1 hat %2 Werte: Die %3 größten werden gezeigt; der Rest wird weggelassen, weil sich %4 nicht zu einem Balken „Andere“ addieren lässt.</translation>
    </message>
    <message>
        <source>Points are coloured by %1 (%2 values).</source>
        <translation>Die Punkte sind nach %1 eingefärbt (%2 Werte).</translation>
    </message>
    <message>
        <source>The result has no rows to draw.</source>
        <translation>Das Ergebnis hat keine Zeilen zum Zeichnen.</translation>
    </message>
    <message>
        <source>The result is a single row: its values read best as they are.</source>
        <translation>Das Ergebnis ist eine einzelne Zeile: Ihre Werte liest man am besten so, wie sie sind.</translation>
    </message>
    <message>
        <source>Every row has a different %1 and there is nothing to measure, so a table shows them best.</source>
        <translation>Jede Zeile hat einen anderen %1-Wert und es gibt nichts zu messen, daher zeigt eine Tabelle sie am besten.</translation>
    </message>
    <message>
        <source>%1 is the only column: a list of numbers reads best as a table (the schema&apos;s column menu shows its distribution).</source>
        <translation>%1 ist die einzige Spalte: Eine Liste von Zahlen liest man am besten als Tabelle (das Spaltenmenü im Schema zeigt ihre Verteilung).</translation>
    </message>
    <message>
        <source>No column is a category, a date or a measure, so the result is shown as a table.</source>
        <translation>Keine Spalte ist eine Kategorie, ein Datum oder eine Kennzahl, daher wird das Ergebnis als Tabelle gezeigt.</translation>
    </message>
    <message>
        <source>Judged from the first %1 of %2 rows.</source>
        <translation>Beurteilt anhand der ersten %1 von %2 Zeilen.</translation>
    </message>
    <message>
        <source>No chart fits: %1</source>
        <translation>Kein Diagramm passt: %1</translation>
    </message>
    <message>
        <source>Without its values no chart can be chosen safely for this result, so it is shown as a table.</source>
        <translation>Ohne seine Werte lässt sich für dieses Ergebnis kein Diagramm sicher wählen, daher wird es als Tabelle gezeigt.</translation>
    </message>
    <message>
        <source>Chosen from the column types only; run the source cell for a recommendation that looks at the values.</source>
        <translation>Nur nach den Spaltentypen gewählt; führen Sie die Quellzelle aus, um eine Empfehlung zu erhalten, die die Werte berücksichtigt.</translation>
    </message>
    <message numerus="yes">
        <source>%n year(s)</source>
        <translation>
            <numerusform>%n Jahr</numerusform>
            <numerusform>%n Jahre</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n quarter(s)</source>
        <translation>
            <numerusform>%n Quartal</numerusform>
            <numerusform>%n Quartale</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n month(s)</source>
        <translation>
            <numerusform>%n Monat</numerusform>
            <numerusform>%n Monate</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n week(s)</source>
        <translation>
            <numerusform>%n Woche</numerusform>
            <numerusform>%n Wochen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n Tag</numerusform>
            <numerusform>%n Tage</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n Stunde</numerusform>
            <numerusform>%n Stunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n period(s)</source>
        <translation>
            <numerusform>%n Periode</numerusform>
            <numerusform>%n Perioden</numerusform>
        </translation>
    </message>
    <message>
        <source>month of the year</source>
        <translation>der Monat des Jahres</translation>
    </message>
    <message>
        <source>day of the week</source>
        <translation>der Wochentag</translation>
    </message>
    <message>
        <source>quarter of the year</source>
        <translation>das Quartal des Jahres</translation>
    </message>
    <message>
        <source>a trend over time</source>
        <translation>einen Trend über die Zeit</translation>
    </message>
    <message>
        <source>shares of a whole</source>
        <translation>Anteile an einem Ganzen</translation>
    </message>
    <message>
        <source>a comparison</source>
        <translation>einen Vergleich</translation>
    </message>
    <message>
        <source>a distribution</source>
        <translation>eine Verteilung</translation>
    </message>
    <message>
        <source>a relationship between measures</source>
        <translation>eine Beziehung zwischen Kennzahlen</translation>
    </message>
    <message>
        <source>The question asks for a %1, which this result cannot draw (%2).</source>
        <translation>Die Frage verlangt ein %1, das dieses Ergebnis nicht darstellen kann (%2).</translation>
    </message>
    <message>
        <source>The question asks for stacked bars.</source>
        <translation>Die Frage verlangt gestapelte Balken.</translation>
    </message>
    <message>
        <source>scatter chart</source>
        <translation>Streudiagramm</translation>
    </message>
    <message>
        <source>A bar chart suits this result.</source>
        <translation>Ein Balkendiagramm passt zu diesem Ergebnis.</translation>
    </message>
    <message>
        <source>A line chart suits this result.</source>
        <translation>Ein Liniendiagramm passt zu diesem Ergebnis.</translation>
    </message>
    <message>
        <source>A pie chart suits this result.</source>
        <translation>Ein Kreisdiagramm passt zu diesem Ergebnis.</translation>
    </message>
    <message>
        <source>A scatter chart suits this result.</source>
        <translation>Ein Streudiagramm passt zu diesem Ergebnis.</translation>
    </message>
    <message>
        <source>An area chart suits this result.</source>
        <translation>Ein Flächendiagramm passt zu diesem Ergebnis.</translation>
    </message>
    <message>
        <source>A table suits this result.</source>
        <translation>Eine Tabelle passt zu diesem Ergebnis.</translation>
    </message>
    <message>
        <source>A model checked the %1 against the question and rejected it.</source>
        <translation>Ein Modell hat das %1 anhand der Frage geprüft und abgelehnt.</translation>
    </message>
    <message>
        <source>A model checked the %1 against the question and rejected it: %2</source>
        <translation>Ein Modell hat das %1 anhand der Frage geprüft und abgelehnt: %2</translation>
    </message>
    <message>
        <source>%1, so the result is shown as a table.</source>
        <translation>%1, daher wird das Ergebnis als Tabelle angezeigt.</translation>
    </message>
    <message>
        <source>It suggested a chart type Assay does not draw (%1)</source>
        <translation>Es schlug einen Diagrammtyp vor, den Assay nicht zeichnet (%1)</translation>
    </message>
    <message>
        <source>It named a column the result does not have (%1)</source>
        <translation>Es nannte eine Spalte, die das Ergebnis nicht hat (%1)</translation>
    </message>
    <message>
        <source>Its suggestion, a %1, cannot be drawn from this result (%2)</source>
        <translation>Sein Vorschlag, ein %1, lässt sich aus diesem Ergebnis nicht zeichnen (%2)</translation>
    </message>
    <message>
        <source>A model checked the rule-based %1 against the question and chose a %2 instead.</source>
        <translation>Ein Modell hat das regelbasierte %1 anhand der Frage geprüft und stattdessen ein %2 gewählt.</translation>
    </message>
    <message>
        <source>A model checked the rule-based %1 against the question and chose a %2 instead: %3</source>
        <translation>Ein Modell hat das regelbasierte %1 anhand der Frage geprüft und stattdessen ein %2 gewählt: %3</translation>
    </message>
    <message>
        <source>ordered category</source>
        <translation>geordnete Kategorie</translation>
    </message>
    <message>
        <source>%1 holds only %2 dates, too few for a line, so bars compare them.</source>
        <translation>%1 enthält nur %2 Datumswerte, zu wenige für eine Linie, daher vergleichen Balken sie.</translation>
    </message>
    <message>
        <source>%1 holds %2 dates; bars compare them.</source>
        <translation>%1 enthält %2 Datumswerte; Balken vergleichen sie.</translation>
    </message>
    <message>
        <source>%1 is the %2, a part of the calendar that repeats: bars compare its %3 values in calendar order.</source>
        <translation>%1 ist %2, ein sich wiederholender Teil des Kalenders: Balken vergleichen seine %3 Werte in Kalenderreihenfolge.</translation>
    </message>
    <message>
        <source>%1 is a category with %2 values in the first %3 rows, so bars compare %4 across them.</source>
        <translation>%1 ist eine Kategorie mit %2 Werten in den ersten %3 Zeilen, daher vergleichen Balken %4 über diese Werte.</translation>
    </message>
    <message>
        <source>The question asks for %1 (&quot;%2&quot;): bars show it best.</source>
        <translation>Die Frage verlangt %1 („%2“): Balken zeigen das am besten.</translation>
    </message>
    <message>
        <source>The question asks about shares, but %1 does not add up to a whole, so the bars stand side by side.</source>
        <translation>Die Frage betrifft Anteile, aber %1 ergibt kein Ganzes, daher stehen die Balken nebeneinander.</translation>
    </message>
    <message>
        <source>the row count</source>
        <translation>die Zeilenanzahl</translation>
    </message>
    <message>
        <source>%1 has negative values, which cannot be slices of a pie, so bars show them.</source>
        <translation>%1 hat negative Werte, die keine Kreissegmente sein können, daher zeigen Balken sie.</translation>
    </message>
    <message>
        <source>%1 has %2 values, too many slices for a pie to read (at most %3), so bars show them.</source>
        <translation>%1 hat %2 Werte, zu viele Segmente, um ein Kreisdiagramm zu lesen (höchstens %3), daher zeigen Balken sie.</translation>
    </message>
    <message>
        <source>%1 does not add up to a whole (an average, level or rate), so bars show it instead of a pie.</source>
        <translation>%1 ergibt kein Ganzes (ein Durchschnitt, Stand oder Satz), daher zeigen Balken es statt eines Kreisdiagramms.</translation>
    </message>
    <message>
        <source>Averages of %1 do not add up to a whole, so bars show them.</source>
        <translation>Durchschnitte von %1 ergeben kein Ganzes, daher zeigen Balken sie.</translation>
    </message>
    <message>
        <source>Only part of the result was read, so its parts cannot be counted for a pie; bars show them.</source>
        <translation>Nur ein Teil des Ergebnisses wurde gelesen, daher lassen sich seine Teile nicht für ein Kreisdiagramm zählen; Balken zeigen sie.</translation>
    </message>
    <message>
        <source>The question asks about shares (&quot;%1&quot;).</source>
        <translation>Die Frage betrifft Anteile („%1“).</translation>
    </message>
    <message>
        <source>%1 adds up to a whole (100%), so the result describes parts of it.</source>
        <translation>%1 ergibt zusammen ein Ganzes (100 %), daher beschreibt das Ergebnis dessen Teile.</translation>
    </message>
    <message>
        <source>%1 does not add up to a whole, so the slices compare its values rather than show shares of a total.</source>
        <translation>%1 ergibt kein Ganzes, daher vergleichen die Segmente seine Werte, statt Anteile an einer Summe zu zeigen.</translation>
    </message>
    <message>
        <source>%1 has %2 values; they are kept in order, so none is grouped away.</source>
        <translation>%1 hat %2 Werte; sie bleiben in ihrer Reihenfolge, daher wird keiner weggruppiert.</translation>
    </message>
    <message>
        <source>%1 has %2 values: the %3 largest are shown. The other %4 add up to %5 times the largest bar (%6% of the total); an Other bar would dwarf the rest, so it is left out.</source>
        <translation>%1 hat %2 Werte: Die %3 größten werden gezeigt. Die übrigen %4 ergeben zusammen das %5-Fache des größten Balkens (%6 % der Summe); ein Balken „Andere“ würde den Rest winzig erscheinen lassen, daher wird er weggelassen.</translation>
    </message>
    <message>
        <source>%1 has more values than the %2 rows read: the %3 largest are shown. In those rows the others add up to %4 times the largest bar (%5% of the total); an Other bar would dwarf the rest, so it is left out.</source>
        <translation>%1 hat mehr Werte als die %2 gelesenen Zeilen: Die %3 größten werden gezeigt. In diesen Zeilen ergeben die übrigen zusammen das %4-Fache des größten Balkens (%5 % der Summe); ein Balken „Andere“ würde den Rest winzig erscheinen lassen, daher wird er weggelassen.</translation>
    </message>
    <message>
        <source>Every value in the result is empty (NULL), so there is nothing to draw.</source>
        <translation>Jeder Wert im Ergebnis ist leer (NULL), daher gibt es nichts zu zeichnen.</translation>
    </message>
    <message>
        <source>%1 differs on every row beside an aggregate, so the rows were grouped by it: it is an ordered dimension, not a measure.</source>
        <translation>%1 unterscheidet sich neben einem Aggregat in jeder Zeile, daher wurden die Zeilen danach gruppiert: Es ist eine geordnete Dimension, keine Kennzahl.</translation>
    </message>
    <message>
        <source>%1 mixes numbers with text (%2 of %3 values, such as &quot;%4&quot;); the text is left out.</source>
        <translation>%1 mischt Zahlen mit Text (%2 von %3 Werten, etwa „%4“); der Text wird weggelassen.</translation>
    </message>
    <message>
        <source>The question asks about a trend (&quot;%1&quot;).</source>
        <translation>Die Frage betrifft einen Trend („%1“).</translation>
    </message>
    <message>
        <source>%1 holds dates written in more than one format; each is read as a date.</source>
        <translation>%1 enthält Datumswerte in mehr als einem Format; jeder wird als Datum gelesen.</translation>
    </message>
    <message>
        <source>%1 holds dates written in several formats, which the database cannot group by %2, so every date is drawn.</source>
        <translation>%1 enthält Datumswerte in mehreren Formaten, die die Datenbank nicht nach %2 gruppieren kann, daher wird jedes Datum gezeichnet.</translation>
    </message>
    <message>
        <source>The question asks about a trend (&quot;%1&quot;) and %2 is ordered, so a line follows it.</source>
        <translation>Die Frage betrifft einen Trend („%1“), und %2 ist geordnet, daher folgt eine Linie ihm.</translation>
    </message>
    <message>
        <source>%1 and %2 are both numbers, so a scatter plot shows how they relate.</source>
        <translation>%1 und %2 sind beide Zahlen, daher zeigt ein Streudiagramm ihren Zusammenhang.</translation>
    </message>
    <message>
        <source>hour of the day</source>
        <translation>Stunde des Tages</translation>
    </message>
    <message>
        <source>%1 and %2 are numbers and the question asks how they relate (&quot;%3&quot;): a scatter plot shows each pair.</source>
        <translation>%1 und %2 sind Zahlen, und die Frage fragt nach ihrem Zusammenhang („%3“): Ein Streudiagramm zeigt jedes Paar.</translation>
    </message>
    <message>
        <source>%1 is time and %2 has %3 values: one line for each.</source>
        <translation>%1 ist Zeit, und %2 hat %3 Werte: eine Linie für jeden.</translation>
    </message>
    <message>
        <source>%1 is time and %2 is a category: one line for each of its values.</source>
        <translation>%1 ist Zeit, und %2 ist eine Kategorie: eine Linie für jeden ihrer Werte.</translation>
    </message>
    <message>
        <source>%1 is time, and %2 and %3 are measured on one scale: one line for each.</source>
        <translation>%1 ist Zeit, und %2 und %3 werden auf einer Skala gemessen: eine Linie für jede.</translation>
    </message>
    <message>
        <source>%1 has only %2 periods, so they are compared side by side: one bar per period for each %3.</source>
        <translation>%1 hat nur %2 Zeiträume, daher werden sie nebeneinander verglichen: ein Balken je Zeitraum für jede(n) %3.</translation>
    </message>
    <message>
        <source>%1 names every row (%2 of them), too many for bars: a scatter plot shows %3 against %4 for each.</source>
        <translation>%1 benennt jede Zeile (%2 Stück), zu viele für Balken: Ein Streudiagramm zeigt %3 gegen %4 für jede.</translation>
    </message>
    <message>
        <source>%1 and %2 are observed on each row: a scatter plot shows every row, coloured by %3.</source>
        <translation>%1 und %2 werden in jeder Zeile beobachtet: Ein Streudiagramm zeigt jede Zeile, eingefärbt nach %3.</translation>
    </message>
    <message>
        <source>%1 has %2 values and %3 has %4: the bars of each %1 are stacked by %3, because the parts add up to its total.</source>
        <translation>%1 hat %2 Werte und %3 hat %4: Die Balken jedes Werts von %1 sind nach %3 gestapelt, weil die Teile seine Summe ergeben.</translation>
    </message>
    <message>
        <source>%1 and %2 are categories: the bars of each %1 are stacked by %2, because the parts add up to its total.</source>
        <translation>%1 und %2 sind Kategorien: Die Balken jedes Werts von %1 sind nach %2 gestapelt, weil die Teile seine Summe ergeben.</translation>
    </message>
    <message>
        <source>%1 has %2 values and %3 has %4: bars side by side compare %5 across %3 for each %1.</source>
        <translation>%1 hat %2 Werte und %3 hat %4: Balken nebeneinander vergleichen %5 über %3 für jeden Wert von %1.</translation>
    </message>
    <message>
        <source>%1 and %2 are categories: bars side by side compare %3 across %2 for each %1.</source>
        <translation>%1 und %2 sind Kategorien: Balken nebeneinander vergleichen %3 über %2 für jeden Wert von %1.</translation>
    </message>
    <message>
        <source>%1 and %2 are measured on one scale for each %3: bars side by side compare them.</source>
        <translation>%1 und %2 werden für jeden Wert von %3 auf einer Skala gemessen: Balken nebeneinander vergleichen sie.</translation>
    </message>
    <message>
        <source>%1 is the hour of the day, buckets in clock order: a line follows them.</source>
        <translation>%1 ist die Stunde des Tages, Abschnitte in Uhrzeitreihenfolge: Eine Linie folgt ihnen.</translation>
    </message>
    <message>
        <source>%1 is the %2, a part of the calendar that repeats: bars compare its values in calendar order.</source>
        <translation>%1 ist der/die %2, ein sich wiederholender Teil des Kalenders: Balken vergleichen seine Werte in Kalenderreihenfolge.</translation>
    </message>
    <message>
        <source>%1 is a category, so bars compare %2 across its values.</source>
        <translation>%1 ist eine Kategorie, daher vergleichen Balken %2 über ihre Werte.</translation>
    </message>
    <message>
        <source>sum of %1</source>
        <translation>Summe von %1</translation>
    </message>
    <message>
        <source>average of %1</source>
        <translation>Durchschnitt von %1</translation>
    </message>
    <message>
        <source>count of %1</source>
        <translation>Anzahl von %1</translation>
    </message>
    <message>
        <source>distinct count of %1</source>
        <translation>Anzahl verschiedener %1</translation>
    </message>
    <message>
        <source>minimum of %1</source>
        <translation>Minimum von %1</translation>
    </message>
    <message>
        <source>maximum of %1</source>
        <translation>Maximum von %1</translation>
    </message>
    <message>
        <source>Only a chart with a series column can show its largest series and the rest as Other.</source>
        <translation>Nur ein Diagramm mit einer Reihenspalte kann seine größten Reihen und den Rest als „Other“ zeigen.</translation>
    </message>
    <message>
        <source>year</source>
        <translation>Jahr</translation>
    </message>
    <message>
        <source>quarter</source>
        <translation>Quartal</translation>
    </message>
    <message>
        <source>month</source>
        <translation>Monat</translation>
    </message>
    <message>
        <source>week</source>
        <translation>Woche</translation>
    </message>
    <message>
        <source>day</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>hour</source>
        <translation>Stunde</translation>
    </message>
    <message>
        <source>by year</source>
        <translation>nach Jahr</translation>
    </message>
    <message>
        <source>by quarter</source>
        <translation>nach Quartal</translation>
    </message>
    <message>
        <source>by month</source>
        <translation>nach Monat</translation>
    </message>
    <message>
        <source>by week</source>
        <translation>nach Woche</translation>
    </message>
    <message>
        <source>by day</source>
        <translation>nach Tag</translation>
    </message>
    <message>
        <source>by hour</source>
        <translation>nach Stunde</translation>
    </message>
    <message>
        <source>Why bars: %1</source>
        <translation>Warum Balken: %1</translation>
    </message>
    <message>
        <source>Why stacked bars: %1</source>
        <translation>Warum gestapelte Balken: %1</translation>
    </message>
    <message>
        <source>Why grouped bars: %1</source>
        <translation>Warum gruppierte Balken: %1</translation>
    </message>
    <message>
        <source>Why lines: %1</source>
        <translation>Warum Linien: %1</translation>
    </message>
    <message>
        <source>Why a line: %1</source>
        <translation>Warum eine Linie: %1</translation>
    </message>
    <message>
        <source>Why an area chart: %1</source>
        <translation>Warum ein Flächendiagramm: %1</translation>
    </message>
    <message>
        <source>Why a pie: %1</source>
        <translation>Warum ein Kreisdiagramm: %1</translation>
    </message>
    <message>
        <source>Why a scatter plot: %1</source>
        <translation>Warum ein Streudiagramm: %1</translation>
    </message>
    <message>
        <source>Why a table: %1</source>
        <translation>Warum eine Tabelle: %1</translation>
    </message>
    <message>
        <source>Until its values are read, the %1 largest values of %2 are shown.</source>
        <translation>Bis seine Werte gelesen sind, werden die %1 größten Werte von %2 gezeigt.</translation>
    </message>
    <message>
        <source>%1 has %2 values: the %3 largest are shown.</source>
        <translation>%1 hat %2 Werte: Die %3 größten werden gezeigt.</translation>
    </message>
    <message>
        <source>The parts of %1 by %2 make up one whole, so a pie shows each one&apos;s share of the total.</source>
        <translation>Die Teile von %1 nach %2 bilden ein Ganzes, daher zeigt ein Kreisdiagramm den Anteil jedes Teils an der Summe.</translation>
    </message>
    <message>
        <source>%1 stands beside an aggregate, so the rows were grouped by it: it is an ordered dimension, not a measure.</source>
        <translation>%1 steht neben einem Aggregat, daher wurden die Zeilen danach gruppiert: Es ist eine geordnete Dimension, keine Kennzahl.</translation>
    </message>
    <message>
        <source>%1 has %2 values, too many to tell apart: the %3 largest are drawn and the rest added up as Other.</source>
        <translation>%1 hat %2 Werte, zu viele, um sie zu unterscheiden: Die %3 größten werden gezeichnet, der Rest wird als „Other“ zusammengezählt.</translation>
    </message>
    <message>
        <source>%1 has %2 values, too many to tell apart: the %3 largest are drawn; the rest are left out because %4 cannot be added up.</source>
        <translation>%1 hat %2 Werte, zu viele, um sie zu unterscheiden: Die %3 größten werden gezeichnet; der Rest fehlt, weil sich %4 nicht zusammenzählen lässt.</translation>
    </message>
    <message>
        <source>Points are coloured by %1.</source>
        <translation>Die Punkte sind nach %1 eingefärbt.</translation>
    </message>
</context>
<context>
    <name>Assay::Db</name>
    <message>
        <source>The ODBC option %1= is not allowed: it reads or writes a file. Use a DSN=… set up in odbc.ini or Driver={name} of an installed driver.</source>
        <translation>Die ODBC-Option %1= ist nicht erlaubt: Sie liest oder schreibt eine Datei. Verwenden Sie einen in odbc.ini eingerichteten DSN=… oder Driver={Name} eines installierten Treibers.</translation>
    </message>
    <message>
        <source>The ODBC option %1=%2 is not allowed: it would load a library from a path. Name an installed driver instead, e.g. Driver={PostgreSQL Unicode}.</source>
        <translation>Die ODBC-Option %1=%2 ist nicht erlaubt: Sie würde eine Bibliothek aus einem Pfad laden. Nennen Sie stattdessen einen installierten Treiber, z. B. Driver={PostgreSQL Unicode}.</translation>
    </message>
    <message>
        <source>The ODBC option %1=%2 is not allowed: it lets the server read files on this computer (LOAD DATA LOCAL).</source>
        <translation>Die ODBC-Option %1=%2 ist nicht erlaubt: Sie ließe den Server Dateien auf diesem Computer lesen (LOAD DATA LOCAL).</translation>
    </message>
    <message>
        <source>Choose a SQLite database file.</source>
        <translation>Wählen Sie eine SQLite-Datenbankdatei.</translation>
    </message>
    <message>
        <source>Enter the server&apos;s host name.</source>
        <translation>Geben Sie den Hostnamen des Servers ein.</translation>
    </message>
    <message>
        <source>Enter a user name.</source>
        <translation>Geben Sie einen Benutzernamen ein.</translation>
    </message>
    <message>
        <source>The port must be between 1 and 65535.</source>
        <translation>Der Port muss zwischen 1 und 65535 liegen.</translation>
    </message>
    <message>
        <source>Enter a data source name (DSN=...) or an ODBC connection string.</source>
        <translation>Geben Sie einen Datenquellennamen (DSN=...) oder eine ODBC-Verbindungszeichenfolge ein.</translation>
    </message>
    <message>
        <source>Leave the password out of the connection string; enter it in the password field so it is kept in the keychain.</source>
        <translation>Lassen Sie das Passwort aus der Verbindungszeichenfolge weg; geben Sie es im Passwortfeld ein, damit es im Schlüsselbund gespeichert wird.</translation>
    </message>
    <message>
        <source>Connection error</source>
        <translation>Verbindungsfehler</translation>
    </message>
    <message>
        <source>Authentication failed</source>
        <translation>Anmeldung fehlgeschlagen</translation>
    </message>
    <message>
        <source>Not a database</source>
        <translation>Keine Datenbank</translation>
    </message>
    <message>
        <source>Syntax error</source>
        <translation>Syntaxfehler</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Refused in read-only mode</source>
        <translation>Im Nur-Lese-Modus abgelehnt</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>Timed out</source>
        <translation>Zeitüberschreitung</translation>
    </message>
    <message>
        <source>Not supported</source>
        <translation>Nicht unterstützt</translation>
    </message>
    <message>
        <source>Internal error</source>
        <translation>Interner Fehler</translation>
    </message>
    <message>
        <source> at line %1, column %2</source>
        <translation> in Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <source>Stopped after %1 s (the connection&apos;s statement timeout).</source>
        <translation>Nach %1 s angehalten (Zeitlimit für Anweisungen dieser Verbindung).</translation>
    </message>
    <message>
        <source>Raise or remove the limit in the connection&apos;s settings.</source>
        <translation>Erhöhen oder entfernen Sie das Limit in den Einstellungen der Verbindung.</translation>
    </message>
    <message>
        <source>Cancelled before it started.</source>
        <translation>Abgebrochen, bevor es begann.</translation>
    </message>
    <message>
        <source>Cannot connect to PostgreSQL at %1:%2: %3</source>
        <translation>Keine Verbindung zu PostgreSQL unter %1:%2: %3</translation>
    </message>
    <message>
        <source>The connection to the server was lost: %1</source>
        <translation>Die Verbindung zum Server ist abgebrochen: %1</translation>
    </message>
    <message>
        <source>The database is not open.</source>
        <translation>Die Datenbank ist nicht geöffnet.</translation>
    </message>
    <message>
        <source>COPY to or from the client is not supported.</source>
        <translation>COPY zum oder vom Client wird nicht unterstützt.</translation>
    </message>
    <message>
        <source>The statement took longer than %1 ms and was stopped.</source>
        <translation>Die Anweisung dauerte länger als %1 ms und wurde gestoppt.</translation>
    </message>
    <message>
        <source>Only one statement may run in read-only mode.</source>
        <translation>Im Nur-Lese-Modus darf nur eine Anweisung laufen.</translation>
    </message>
    <message>
        <source>A transaction is open on this connection; commit or roll it back before running read-only statements.</source>
        <translation>Auf dieser Verbindung ist eine Transaktion offen; bestätigen oder verwerfen Sie sie, bevor Sie Nur-Lese-Anweisungen ausführen.</translation>
    </message>
    <message>
        <source>Cannot connect to %1 at %2: %3</source>
        <translation>Keine Verbindung zu %1 unter %2: %3</translation>
    </message>
    <message>
        <source>The Qt SQL driver %1 is not installed (Debian package %2).</source>
        <translation>Der Qt-SQL-Treiber %1 ist nicht installiert (Debian-Paket %2).</translation>
    </message>
    <message>
        <source>Could not start a read-only transaction, so nothing was run: %1</source>
        <translation>Es konnte keine Nur-Lese-Transaktion begonnen werden, daher wurde nichts ausgeführt: %1</translation>
    </message>
    <message>
        <source>The statement was cancelled.</source>
        <translation>Die Anweisung wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Only queries may run in read-only mode.</source>
        <translation>Im Nur-Lese-Modus dürfen nur Abfragen laufen.</translation>
    </message>
    <message>
        <source>Only queries may run in read-only mode; this statement begins with %1.</source>
        <translation>Im Nur-Lese-Modus dürfen nur Abfragen laufen; diese Anweisung beginnt mit %1.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a SQLite database (%2).</source>
        <translation>%1 ist keine SQLite-Datenbank (%2).</translation>
    </message>
    <message>
        <source>No database file was given.</source>
        <translation>Es wurde keine Datenbankdatei angegeben.</translation>
    </message>
    <message>
        <source>The file %1 does not exist.</source>
        <translation>Die Datei %1 existiert nicht.</translation>
    </message>
    <message>
        <source>The file %1 cannot be read.</source>
        <translation>Die Datei %1 kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The database file %1 was deleted or moved while it was open. Put it back and reconnect.</source>
        <translation>Die Datenbankdatei %1 wurde gelöscht oder verschoben, während sie geöffnet war. Legen Sie sie zurück und verbinden Sie sich neu.</translation>
    </message>
    <message>
        <source>The database file %1 was replaced by another file while it was open. Reconnect to open the new one.</source>
        <translation>Die Datenbankdatei %1 wurde durch eine andere Datei ersetzt, während sie geöffnet war. Verbinden Sie sich neu, um die neue zu öffnen.</translation>
    </message>
    <message>
        <source>Only reading is allowed here (%1).</source>
        <translation>Hier ist nur Lesen erlaubt (%1).</translation>
    </message>
    <message>
        <source>This statement would change the database, which is not allowed in read-only mode.</source>
        <translation>Diese Anweisung würde die Datenbank ändern, was im Nur-Lese-Modus nicht erlaubt ist.</translation>
    </message>
    <message>
        <source>The imported files (%1) could not be attached: %2</source>
        <translation>Die importierten Dateien (%1) konnten nicht angehängt werden: %2</translation>
    </message>
    <message>
        <source>Values can be bound to one statement only; split the statements.</source>
        <translation>Werte können nur an eine einzelne Anweisung gebunden werden; teilen Sie die Anweisungen auf.</translation>
    </message>
    <message>
        <source>%1 connections cannot prove what a statement reads, so the assistant may not query them while privacy settings are set.</source>
        <translation>%1-Verbindungen können nicht belegen, was eine Anweisung liest; solange Datenschutzeinstellungen gesetzt sind, darf der Assistent sie daher nicht abfragen.</translation>
    </message>
    <message>
        <source>Refused by the privacy settings</source>
        <translation>Von den Datenschutzeinstellungen abgelehnt</translation>
    </message>
    <message>
        <source>a view it reads</source>
        <translation>eine Sicht, die sie liest</translation>
    </message>
    <message>
        <source>Views nest too deep to be checked against the privacy settings.</source>
        <translation>Die Sichten sind zu tief verschachtelt, um sie gegen die Datenschutzeinstellungen zu prüfen.</translation>
    </message>
    <message>
        <source>views nest more than 16 deep</source>
        <translation>Sichten sind mehr als 16 Ebenen tief verschachtelt</translation>
    </message>
    <message>
        <source>The server did not say what the statement&apos;s tables are, so it cannot be checked against the privacy settings.</source>
        <translation>Der Server hat nicht angegeben, welche Tabellen die Anweisung liest; sie kann daher nicht gegen die Datenschutzeinstellungen geprüft werden.</translation>
    </message>
    <message>
        <source>information_schema did not answer</source>
        <translation>information_schema hat nicht geantwortet</translation>
    </message>
    <message>
        <source>The server does not show what the view %1 reads (SHOW VIEW is not granted), so it cannot be checked against the privacy settings.</source>
        <translation>Der Server zeigt nicht, was die Sicht %1 liest (SHOW VIEW ist nicht erlaubt); sie kann daher nicht gegen die Datenschutzeinstellungen geprüft werden.</translation>
    </message>
    <message>
        <source>the definition of the view %1.%2 is not shown</source>
        <translation>die Definition der Sicht %1.%2 wird nicht angezeigt</translation>
    </message>
    <message>
        <source>The view %1 reads data the connection&apos;s privacy settings hide, or uses a redacted column other than as a plain column.</source>
        <translation>Die Sicht %1 liest Daten, die die Datenschutzeinstellungen der Verbindung verbergen, oder verwendet eine geschwärzte Spalte anders als als einfache Spalte.</translation>
    </message>
    <message>
        <source>the view %1.%2: %3</source>
        <translation>die Sicht %1.%2: %3</translation>
    </message>
    <message>
        <source>Only a query may run under the connection&apos;s privacy settings; this statement begins with %1.</source>
        <translation>Unter den Datenschutzeinstellungen der Verbindung darf nur eine Abfrage laufen; diese Anweisung beginnt mit %1.</translation>
    </message>
    <message>
        <source>a %1 statement</source>
        <translation>eine %1-Anweisung</translation>
    </message>
    <message>
        <source>%1() is a stored function of this database, and what it reads cannot be checked against the privacy settings.</source>
        <translation>%1() ist eine gespeicherte Funktion dieser Datenbank; was sie liest, kann nicht gegen die Datenschutzeinstellungen geprüft werden.</translation>
    </message>
    <message>
        <source>calls the stored function %1()</source>
        <translation>ruft die gespeicherte Funktion %1() auf</translation>
    </message>
    <message>
        <source>Casts to %1 turn object numbers into names, hidden ones included; they are not allowed under the connection&apos;s privacy settings.</source>
        <translation>Umwandlungen in %1 machen aus Objektnummern Namen, auch verborgene; sie sind unter den Datenschutzeinstellungen der Verbindung nicht erlaubt.</translation>
    </message>
    <message>
        <source>a cast to %1</source>
        <translation>eine Umwandlung in %1</translation>
    </message>
    <message>
        <source>Not run: the server could not plan it, so what it reads could not be checked (%1)</source>
        <translation>Nicht ausgeführt: Der Server konnte sie nicht planen, daher ließ sich nicht prüfen, was sie liest (%1)</translation>
    </message>
    <message>
        <source>EXPLAIN failed</source>
        <translation>EXPLAIN ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>The database&apos;s catalog could not be asked about the plan, so the statement cannot be checked against the privacy settings.</source>
        <translation>Der Katalog der Datenbank konnte nicht zum Plan befragt werden; die Anweisung kann daher nicht gegen die Datenschutzeinstellungen geprüft werden.</translation>
    </message>
    <message>
        <source>a view or subquery it reads</source>
        <translation>eine Sicht oder Unterabfrage, die sie liest</translation>
    </message>
    <message>
        <source>The plan reads through a %1 whose tables and columns it does not name, so it cannot be checked against the privacy settings.</source>
        <translation>Der Plan liest über %1, dessen Tabellen und Spalten er nicht nennt; die Anweisung kann daher nicht gegen die Datenschutzeinstellungen geprüft werden.</translation>
    </message>
    <message>
        <source>unresolved %1 in the plan</source>
        <translation>nicht aufgelöstes %1 im Plan</translation>
    </message>
    <message>
        <source>The statement reads the database&apos;s own catalog (%1), which names tables and columns hidden from the assistant; the schema it may see is given to it instead.</source>
        <translation>Die Anweisung liest den Katalog der Datenbank (%1), der vor dem Assistenten verborgene Tabellen und Spalten nennt; das Schema, das er sehen darf, erhält er stattdessen.</translation>
    </message>
    <message>
        <source>reads the catalog %1</source>
        <translation>liest den Katalog %1</translation>
    </message>
    <message>
        <source>The assistant may not read %1 (the connection&apos;s privacy settings hide it).</source>
        <translation>Der Assistent darf %1 nicht lesen (die Datenschutzeinstellungen der Verbindung verbergen es).</translation>
    </message>
    <message>
        <source>reads the hidden table %1.%2</source>
        <translation>liest die verborgene Tabelle %1.%2</translation>
    </message>
    <message>
        <source>%1 is a materialized view built from data the connection&apos;s privacy settings hide or redact.</source>
        <translation>%1 ist eine materialisierte Sicht aus Daten, die die Datenschutzeinstellungen der Verbindung verbergen oder schwärzen.</translation>
    </message>
    <message>
        <source>reads the materialized view %1, built from %2</source>
        <translation>liest die materialisierte Sicht %1, gebildet aus %2</translation>
    </message>
    <message>
        <source>%1() describes the database&apos;s objects, hidden ones included; it is not allowed under the connection&apos;s privacy settings.</source>
        <translation>%1() beschreibt die Objekte der Datenbank, auch verborgene; das ist unter den Datenschutzeinstellungen der Verbindung nicht erlaubt.</translation>
    </message>
    <message>
        <source>calls %1()</source>
        <translation>ruft %1() auf</translation>
    </message>
    <message>
        <source>%1() is defined in this database, and what it reads cannot be checked against the privacy settings.</source>
        <translation>%1() ist in dieser Datenbank definiert; was sie liest, kann nicht gegen die Datenschutzeinstellungen geprüft werden.</translation>
    </message>
    <message>
        <source>calls the database&apos;s own function %1()</source>
        <translation>ruft die datenbankeigene Funktion %1() auf</translation>
    </message>
    <message>
        <source>The operator %1 is defined in this database, and what it reads cannot be checked against the privacy settings.</source>
        <translation>Der Operator %1 ist in dieser Datenbank definiert; was er liest, kann nicht gegen die Datenschutzeinstellungen geprüft werden.</translation>
    </message>
    <message>
        <source>uses the database&apos;s own operator %1</source>
        <translation>verwendet den datenbankeigenen Operator %1</translation>
    </message>
    <message>
        <source>The plan reads through an index on a hidden or redacted column (sorting or filtering by it), which the connection&apos;s privacy settings do not allow.</source>
        <translation>Der Plan liest über einen Index auf einer verborgenen oder geschwärzten Spalte (sortiert oder filtert danach), was die Datenschutzeinstellungen der Verbindung nicht erlauben.</translation>
    </message>
    <message>
        <source>uses the index %1 on %2.%3</source>
        <translation>verwendet den Index %1 auf %2.%3</translation>
    </message>
    <message>
        <source>%1 is used as a whole row, which would read columns the connection&apos;s privacy settings hide or redact; name the columns instead.</source>
        <translation>%1 wird als ganze Zeile verwendet, was Spalten lesen würde, die die Datenschutzeinstellungen der Verbindung verbergen oder schwärzen; nennen Sie stattdessen die Spalten.</translation>
    </message>
    <message>
        <source>a whole row of %1</source>
        <translation>eine ganze Zeile von %1</translation>
    </message>
    <message>
        <source>The assistant may not read %1 (hidden by the connection&apos;s privacy settings).</source>
        <translation>Der Assistent darf %1 nicht lesen (durch die Datenschutzeinstellungen der Verbindung verborgen).</translation>
    </message>
    <message>
        <source>reads the hidden column %1.%2</source>
        <translation>liest die verborgene Spalte %1.%2</translation>
    </message>
    <message>
        <source>%1 is redacted by the connection&apos;s privacy settings: it may only be selected as a plain column (its values are then masked), not filtered, joined, sorted, grouped, compared or computed with.</source>
        <translation>%1 ist durch die Datenschutzeinstellungen der Verbindung geschwärzt: Die Spalte darf nur als einfache Spalte ausgewählt werden (ihre Werte werden dann maskiert), nicht gefiltert, verknüpft, sortiert, gruppiert, verglichen oder zum Rechnen verwendet.</translation>
    </message>
    <message>
        <source>uses the redacted column %1.%2 other than as a plain output</source>
        <translation>verwendet die geschwärzte Spalte %1.%2 anders als als einfache Ausgabe</translation>
    </message>
    <message>
        <source>%1 is redacted; it may not be compared by DISTINCT or a set operation.</source>
        <translation>%1 ist geschwärzt; die Spalte darf nicht durch DISTINCT oder eine Mengenoperation verglichen werden.</translation>
    </message>
    <message>
        <source>compares the redacted column %1.%2 (%3)</source>
        <translation>vergleicht die geschwärzte Spalte %1.%2 (%3)</translation>
    </message>
    <message>
        <source>%1 is redacted; it may be selected only directly, not through a set operation, a subquery or a CTE that passes it on under another name.</source>
        <translation>%1 ist geschwärzt; die Spalte darf nur direkt ausgewählt werden, nicht über eine Mengenoperation, eine Unterabfrage oder einen CTE, der sie unter anderem Namen weitergibt.</translation>
    </message>
    <message>
        <source>passes the redacted column %1.%2 on through %3</source>
        <translation>gibt die geschwärzte Spalte %1.%2 über %3 weiter</translation>
    </message>
    <message>
        <source>The server&apos;s plan could not be read, so the statement cannot be checked against the privacy settings.</source>
        <translation>Der Plan des Servers konnte nicht gelesen werden; die Anweisung kann daher nicht gegen die Datenschutzeinstellungen geprüft werden.</translation>
    </message>
    <message>
        <source>unreadable EXPLAIN output</source>
        <translation>unlesbare EXPLAIN-Ausgabe</translation>
    </message>
    <message>
        <source>%1 is part of the database&apos;s own catalog, which can name tables and columns hidden from the assistant; the schema it may see is given to it instead.</source>
        <translation>%1 gehört zum Katalog der Datenbank, der vor dem Assistenten verborgene Tabellen und Spalten nennen kann; das Schema, das er sehen darf, erhält er stattdessen.</translation>
    </message>
    <message>
        <source>reads the hidden table %1</source>
        <translation>liest die verborgene Tabelle %1</translation>
    </message>
    <message>
        <source>%1 is a redacted column&apos;s output; it may not be sorted, filtered or grouped by.</source>
        <translation>%1 ist die Ausgabe einer geschwärzten Spalte; danach darf nicht sortiert, gefiltert oder gruppiert werden.</translation>
    </message>
    <message>
        <source>uses the output %1 of a redacted column again</source>
        <translation>verwendet die Ausgabe %1 einer geschwärzten Spalte erneut</translation>
    </message>
    <message>
        <source>A NATURAL join compares every column two tables share, hidden and redacted ones too; name the join columns instead.</source>
        <translation>Ein NATURAL-Join vergleicht alle Spalten, die zwei Tabellen gemeinsam haben, auch verborgene und geschwärzte; nennen Sie stattdessen die Join-Spalten.</translation>
    </message>
    <message>
        <source>NATURAL join over %1, which has hidden or redacted columns</source>
        <translation>NATURAL-Join über %1, das verborgene oder geschwärzte Spalten hat</translation>
    </message>
    <message>
        <source>* inside a subquery would read %1&apos;s hidden or redacted columns; name the columns instead.</source>
        <translation>* in einer Unterabfrage würde die verborgenen oder geschwärzten Spalten von %1 lesen; nennen Sie stattdessen die Spalten.</translation>
    </message>
    <message>
        <source>* over %1 inside a subquery</source>
        <translation>* über %1 in einer Unterabfrage</translation>
    </message>
    <message>
        <source>* over a subquery or table function cannot be checked column by column; name the columns instead.</source>
        <translation>* über eine Unterabfrage oder Tabellenfunktion kann nicht Spalte für Spalte geprüft werden; nennen Sie stattdessen die Spalten.</translation>
    </message>
    <message>
        <source>* over a derived table beside restricted columns</source>
        <translation>* über eine abgeleitete Tabelle neben eingeschränkten Spalten</translation>
    </message>
    <message>
        <source>* over %1 cannot be checked; name the columns instead.</source>
        <translation>* über %1 kann nicht geprüft werden; nennen Sie stattdessen die Spalten.</translation>
    </message>
    <message>
        <source>* over %1, whose columns are unknown</source>
        <translation>* über %1, dessen Spalten unbekannt sind</translation>
    </message>
    <message>
        <source>SELECT * would read a column of %1 that is hidden from the assistant; name the columns instead.</source>
        <translation>SELECT * würde eine Spalte von %1 lesen, die vor dem Assistenten verborgen ist; nennen Sie stattdessen die Spalten.</translation>
    </message>
    <message>
        <source>* reads the hidden column %1.%2</source>
        <translation>* liest die verborgene Spalte %1.%2</translation>
    </message>
    <message>
        <source>* with DISTINCT or a set operation over the redacted column %1.%2</source>
        <translation>* mit DISTINCT oder einer Mengenoperation über die geschwärzte Spalte %1.%2</translation>
    </message>
    <message>
        <source>The statement could not be read to check it against the privacy settings.</source>
        <translation>Die Anweisung konnte nicht gelesen werden, um sie gegen die Datenschutzeinstellungen zu prüfen.</translation>
    </message>
    <message>
        <source>unbalanced parentheses, quotes or comments</source>
        <translation>unausgeglichene Klammern, Anführungszeichen oder Kommentare</translation>
    </message>
    <message>
        <source>Comments that MySQL runs (/*! ... */) are not allowed under privacy settings.</source>
        <translation>Kommentare, die MySQL ausführt (/*! ... */), sind unter Datenschutzeinstellungen nicht erlaubt.</translation>
    </message>
    <message>
        <source>an executable comment</source>
        <translation>ein ausführbarer Kommentar</translation>
    </message>
    <message>
        <source>Column %1 of the result is redacted; it may not be sorted or grouped by.</source>
        <translation>Spalte %1 des Ergebnisses ist geschwärzt; danach darf nicht sortiert oder gruppiert werden.</translation>
    </message>
    <message>
        <source>ORDER BY or GROUP BY %1, a redacted output</source>
        <translation>ORDER BY oder GROUP BY %1, eine geschwärzte Ausgabe</translation>
    </message>
    <message>
        <source>The server&apos;s plan reads a table the statement&apos;s text does not show, so it cannot be checked against the privacy settings.</source>
        <translation>Der Plan des Servers liest eine Tabelle, die im Text der Anweisung nicht vorkommt; sie kann daher nicht gegen die Datenschutzeinstellungen geprüft werden.</translation>
    </message>
    <message>
        <source>the plan reads %1, which the expanded statement does not name</source>
        <translation>der Plan liest %1, das die erweiterte Anweisung nicht nennt</translation>
    </message>
    <message>
        <source>Only one statement may run under the connection&apos;s privacy settings.</source>
        <translation>Unter den Datenschutzeinstellungen der Verbindung darf nur eine Anweisung laufen.</translation>
    </message>
    <message>
        <source>several statements</source>
        <translation>mehrere Anweisungen</translation>
    </message>
    <message>
        <source>EXPLAIN shows the tables a statement reads, hidden ones included; it is not allowed under the connection&apos;s privacy settings.</source>
        <translation>EXPLAIN zeigt die Tabellen, die eine Anweisung liest, auch verborgene; es ist unter den Datenschutzeinstellungen der Verbindung nicht erlaubt.</translation>
    </message>
    <message>
        <source>EXPLAIN</source>
        <translation>EXPLAIN</translation>
    </message>
    <message>
        <source>The view %1 uses a hidden or redacted column other than as a plain column, which the connection&apos;s privacy settings do not allow.</source>
        <translation>Die Sicht %1 verwendet eine verborgene oder geschwärzte Spalte anders als als einfache Spalte, was die Datenschutzeinstellungen der Verbindung nicht erlauben.</translation>
    </message>
    <message>
        <source>A redacted column may only be selected as a plain column (its values are then masked), not filtered, joined, sorted, grouped, compared or computed with.</source>
        <translation>Eine geschwärzte Spalte darf nur als einfache Spalte ausgewählt werden (ihre Werte werden dann maskiert), nicht gefiltert, verknüpft, sortiert, gruppiert, verglichen oder zum Rechnen verwendet.</translation>
    </message>
    <message numerus="yes">
        <source>%n read(s) of redacted columns besides the plain outputs</source>
        <translation>
            <numerusform>%n Lesezugriff auf geschwärzte Spalten neben den einfachen Ausgaben</numerusform>
            <numerusform>%n Lesezugriffe auf geschwärzte Spalten neben den einfachen Ausgaben</numerusform>
        </translation>
    </message>
    <message>
        <source>PRAGMAs and pragma functions describe the schema, hidden tables included; they are not allowed under the connection&apos;s privacy settings.</source>
        <translation>PRAGMAs und Pragma-Funktionen beschreiben das Schema, auch verborgene Tabellen; sie sind unter den Datenschutzeinstellungen der Verbindung nicht erlaubt.</translation>
    </message>
    <message>
        <source>PRAGMA %1</source>
        <translation>PRAGMA %1</translation>
    </message>
    <message>
        <source>%1 is part of the database&apos;s own catalog, which names tables and columns hidden from the assistant; the schema it may see is given to it instead.</source>
        <translation>%1 gehört zum Katalog der Datenbank, der vor dem Assistenten verborgene Tabellen und Spalten nennt; das Schema, das er sehen darf, erhält er stattdessen.</translation>
    </message>
    <message>
        <source>reads %1</source>
        <translation>liest %1</translation>
    </message>
    <message>
        <source>%1 is not a table or view of this database (a virtual table that describes the database, such as dbstat or sqlite_stmt); it is not allowed under the connection&apos;s privacy settings.</source>
        <translation>%1 ist keine Tabelle oder Sicht dieser Datenbank (eine virtuelle Tabelle, die die Datenbank beschreibt, wie dbstat oder sqlite_stmt); sie ist unter den Datenschutzeinstellungen der Verbindung nicht erlaubt.</translation>
    </message>
    <message>
        <source>reads the virtual table %1</source>
        <translation>liest die virtuelle Tabelle %1</translation>
    </message>
    <message>
        <source>reads the hidden view %1</source>
        <translation>liest die verborgene Sicht %1</translation>
    </message>
    <message>
        <source>views nest more than 32 deep at %1</source>
        <translation>Sichten sind bei %1 mehr als 32 Ebenen tief verschachtelt</translation>
    </message>
    <message>
        <source>the view %1 %2</source>
        <translation>die Sicht %1 %2</translation>
    </message>
</context>
<context>
    <name>Assay::Drift</name>
    <message>
        <source>The schema Assay recorded earlier is not in a form this version reads.</source>
        <translation>Das früher aufgezeichnete Schema liegt in einer Form vor, die diese Version nicht liest.</translation>
    </message>
    <message>
        <source>The schema recorded earlier cannot be read: %1</source>
        <translation>Das früher aufgezeichnete Schema kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>The schema could not be recorded: %1</source>
        <translation>Das Schema konnte nicht aufgezeichnet werden: %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>Spalte %1</translation>
    </message>
    <message numerus="yes">
        <source>The database has no tables now (it had %n): it is empty, a different database, or one this login may not read. Nothing was matched and nothing will be rewritten.</source>
        <translation>
            <numerusform>Die Datenbank hat jetzt keine Tabellen (sie hatte %n): Sie ist leer, eine andere Datenbank oder eine, die diese Anmeldung nicht lesen darf. Nichts wurde zugeordnet und nichts wird umgeschrieben.</numerusform>
            <numerusform>Die Datenbank hat jetzt keine Tabellen (sie hatte %n): Sie ist leer, eine andere Datenbank oder eine, die diese Anmeldung nicht lesen darf. Nichts wurde zugeordnet und nichts wird umgeschrieben.</numerusform>
        </translation>
    </message>
    <message>
        <source>Only %1 of the %2 tables seen before are still here in the same shape: this looks like a different database under the same name. Nothing was matched and nothing will be rewritten; accept it as the new database to start comparing from here.</source>
        <translation>Nur %1 der %2 früher gesehenen Tabellen sind in derselben Form noch da: Das sieht nach einer anderen Datenbank unter demselben Namen aus. Nichts wurde zugeordnet und nichts wird umgeschrieben; übernehmen Sie sie als neue Datenbank, um ab hier zu vergleichen.</translation>
    </message>
    <message>
        <source>%1% of the columns have the same names and types</source>
        <translation>%1 % der Spalten haben dieselben Namen und Typen</translation>
    </message>
    <message>
        <source>the same %1 rows</source>
        <translation>dieselben %1 Zeilen</translation>
    </message>
    <message>
        <source>%1 rows then, %2 now</source>
        <translation>damals %1 Zeilen, jetzt %2</translation>
    </message>
    <message>
        <source>the same values in %1 of %2 columns</source>
        <translation>dieselben Werte in %1 von %2 Spalten</translation>
    </message>
    <message>
        <source>The values of %1 could not be read, so renames there are judged by type and place only.</source>
        <translation>Die Werte von %1 konnten nicht gelesen werden, daher werden Umbenennungen dort nur nach Typ und Position beurteilt.</translation>
    </message>
    <message>
        <source>another column fits as well</source>
        <translation>eine andere Spalte passt genauso gut</translation>
    </message>
    <message>
        <source>the same type %1</source>
        <translation>derselbe Typ %1</translation>
    </message>
    <message>
        <source>the same place (%1)</source>
        <translation>dieselbe Position (%1)</translation>
    </message>
    <message>
        <source>the same neighbouring columns</source>
        <translation>dieselben Nachbarspalten</translation>
    </message>
    <message>
        <source>both columns are empty, so their values say nothing</source>
        <translation>beide Spalten sind leer, ihre Werte sagen also nichts</translation>
    </message>
    <message>
        <source>the values could not be compared (no earlier profile)</source>
        <translation>die Werte konnten nicht verglichen werden (kein früheres Profil)</translation>
    </message>
    <message>
        <source>The schema Assay recorded earlier is damaged (%1).</source>
        <translation>Das früher aufgezeichnete Schema ist beschädigt (%1).</translation>
    </message>
    <message>
        <source>Table %1 added</source>
        <translation>Tabelle %1 hinzugefügt</translation>
    </message>
    <message>
        <source>Table %1 dropped</source>
        <translation>Tabelle %1 entfernt</translation>
    </message>
    <message>
        <source>Table %1 probably renamed to %2</source>
        <translation>Tabelle %1 wahrscheinlich in %2 umbenannt</translation>
    </message>
    <message>
        <source>Table %1 possibly renamed to %2</source>
        <translation>Tabelle %1 möglicherweise in %2 umbenannt</translation>
    </message>
    <message>
        <source>Column %1 added (%2)</source>
        <translation>Spalte %1 hinzugefügt (%2)</translation>
    </message>
    <message>
        <source>Column %1 dropped</source>
        <translation>Spalte %1 entfernt</translation>
    </message>
    <message>
        <source>Column %1 probably renamed to %2 (names exchanged)</source>
        <translation>Spalte %1 wahrscheinlich in %2 umbenannt (Namen getauscht)</translation>
    </message>
    <message>
        <source>Column %1 probably renamed to %2</source>
        <translation>Spalte %1 wahrscheinlich in %2 umbenannt</translation>
    </message>
    <message>
        <source>Column %1 possibly renamed to %2</source>
        <translation>Spalte %1 möglicherweise in %2 umbenannt</translation>
    </message>
    <message>
        <source>Column %1 changed type from %2 to %3</source>
        <translation>Spalte %1 hat den Typ von %2 zu %3 geändert</translation>
    </message>
    <message>
        <source>Primary key of %1 changed from (%2) to (%3)</source>
        <translation>Primärschlüssel von %1 von (%2) zu (%3) geändert</translation>
    </message>
    <message>
        <source>Foreign key %1 added to %2</source>
        <translation>Fremdschlüssel %1 zu %2 hinzugefügt</translation>
    </message>
    <message>
        <source>Foreign key %1 dropped from %2</source>
        <translation>Fremdschlüssel %1 von %2 entfernt</translation>
    </message>
    <message numerus="yes">
        <source>%n table(s) renamed</source>
        <translation>
            <numerusform>%n Tabelle umbenannt</numerusform>
            <numerusform>%n Tabellen umbenannt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n column(s) renamed</source>
        <translation>
            <numerusform>%n Spalte umbenannt</numerusform>
            <numerusform>%n Spalten umbenannt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n table(s) dropped</source>
        <translation>
            <numerusform>%n Tabelle entfernt</numerusform>
            <numerusform>%n Tabellen entfernt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n column(s) dropped</source>
        <translation>
            <numerusform>%n Spalte entfernt</numerusform>
            <numerusform>%n Spalten entfernt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n type(s) changed</source>
        <translation>
            <numerusform>%n Typ geändert</numerusform>
            <numerusform>%n Typen geändert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n key(s) changed</source>
        <translation>
            <numerusform>%n Schlüssel geändert</numerusform>
            <numerusform>%n Schlüssel geändert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n table(s) added</source>
        <translation>
            <numerusform>%n Tabelle hinzugefügt</numerusform>
            <numerusform>%n Tabellen hinzugefügt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n column(s) added</source>
        <translation>
            <numerusform>%n Spalte hinzugefügt</numerusform>
            <numerusform>%n Spalten hinzugefügt</numerusform>
        </translation>
    </message>
    <message>
        <source>It reads what was dropped; only you can say what it should read now.</source>
        <translation>Es liest, was entfernt wurde; nur Sie können sagen, was es jetzt lesen soll.</translation>
    </message>
    <message>
        <source>It may give another result now; run it to see.</source>
        <translation>Es kann jetzt ein anderes Ergebnis liefern; führen Sie es aus, um es zu sehen.</translation>
    </message>
    <message numerus="yes">
        <source>%n name(s) rewritten</source>
        <translation>
            <numerusform>%n Name umgeschrieben</numerusform>
            <numerusform>%n Namen umgeschrieben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n name(s) left as they were: more than one table it reads has that column</source>
        <translation>
            <numerusform>%n Name unverändert gelassen: mehr als eine Tabelle, die es liest, hat diese Spalte</numerusform>
            <numerusform>%n Namen unverändert gelassen: mehr als eine Tabelle, die es liest, hat diese Spalte</numerusform>
        </translation>
    </message>
    <message>
        <source>it also reads what was dropped, which you must change by hand</source>
        <translation>es liest außerdem, was entfernt wurde; das müssen Sie von Hand ändern</translation>
    </message>
    <message>
        <source>a rename it relies on is only possible: check it first</source>
        <translation>eine Umbenennung, auf die es sich stützt, ist nur möglich: prüfen Sie sie zuerst</translation>
    </message>
    <message>
        <source>The chart&apos;s columns follow the renamed column of “%1”.</source>
        <translation>Die Spalten des Diagramms folgen der umbenannten Spalte von „%1“.</translation>
    </message>
    <message>
        <source>The chart uses a column “%1” no longer returns.</source>
        <translation>Das Diagramm verwendet eine Spalte, die „%1“ nicht mehr liefert.</translation>
    </message>
    <message>
        <source>The term names what was dropped: remove it, or keep it and change it by hand.</source>
        <translation>Der Begriff nennt, was entfernt wurde: Entfernen Sie ihn, oder behalten Sie ihn und ändern Sie ihn von Hand.</translation>
    </message>
    <message>
        <source>The example&apos;s SQL reads what was dropped: drop the example, or keep it and change it by hand.</source>
        <translation>Das SQL des Beispiels liest, was entfernt wurde: Entfernen Sie das Beispiel, oder behalten Sie es und ändern Sie es von Hand.</translation>
    </message>
    <message>
        <source>Your description of something that was dropped: remove it, or keep it.</source>
        <translation>Ihre Beschreibung von etwas, das entfernt wurde: entfernen oder behalten.</translation>
    </message>
    <message>
        <source>Your description moves to the new name.</source>
        <translation>Ihre Beschreibung geht auf den neuen Namen über.</translation>
    </message>
    <message>
        <source>The column&apos;s type changed: read your description again.</source>
        <translation>Der Typ der Spalte hat sich geändert: Lesen Sie Ihre Beschreibung noch einmal.</translation>
    </message>
    <message>
        <source>Generated descriptions of %1</source>
        <translation>Erzeugte Beschreibungen von %1</translation>
    </message>
    <message numerus="yes">
        <source>%n table(s) changed</source>
        <translation>
            <numerusform>%n Tabelle geändert</numerusform>
            <numerusform>%n Tabellen geändert</numerusform>
        </translation>
    </message>
    <message>
        <source>Assay describes the changed tables again.</source>
        <translation>Assay beschreibt die geänderten Tabellen neu.</translation>
    </message>
    <message>
        <source>Privacy settings of this connection</source>
        <translation>Datenschutzeinstellungen dieser Verbindung</translation>
    </message>
    <message>
        <source>They name the old names: until they follow the rename, what they hide is visible to the assistant.</source>
        <translation>Sie nennen die alten Namen: Bis sie der Umbenennung folgen, ist für den Assistenten sichtbar, was sie verbergen.</translation>
    </message>
    <message>
        <source>They name what was dropped; that part no longer does anything.</source>
        <translation>Sie nennen, was entfernt wurde; dieser Teil bewirkt nichts mehr.</translation>
    </message>
    <message>
        <source>cell</source>
        <translation>Zelle</translation>
    </message>
    <message>
        <source>chart</source>
        <translation>Diagramm</translation>
    </message>
    <message>
        <source>glossary term</source>
        <translation>Glossarbegriff</translation>
    </message>
    <message>
        <source>example</source>
        <translation>Beispiel</translation>
    </message>
    <message>
        <source>description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>metric</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <source>privacy settings</source>
        <translation>Datenschutzeinstellungen</translation>
    </message>
    <message>
        <source>the same %1 non-empty values</source>
        <translation>dieselben %1 nicht leeren Werte</translation>
    </message>
    <message>
        <source>%1 non-empty values then, %2 now</source>
        <translation>damals %1 nicht leere Werte, jetzt %2</translation>
    </message>
    <message>
        <source>the same %1 distinct values</source>
        <translation>dieselben %1 verschiedenen Werte</translation>
    </message>
    <message>
        <source>%1 distinct values then, %2 now</source>
        <translation>damals %1 verschiedene Werte, jetzt %2</translation>
    </message>
    <message>
        <source>the same range %1 – %2</source>
        <translation>derselbe Bereich %1 – %2</translation>
    </message>
    <message>
        <source>range %1 – %2 then, %3 – %4 now</source>
        <translation>Bereich damals %1 – %2, jetzt %3 – %4</translation>
    </message>
    <message>
        <source>the same average length (%1 characters)</source>
        <translation>dieselbe durchschnittliche Länge (%1 Zeichen)</translation>
    </message>
    <message>
        <source>average length %1 then, %2 now</source>
        <translation>durchschnittliche Länge damals %1, jetzt %2</translation>
    </message>
    <message>
        <source>the same most common values</source>
        <translation>dieselben häufigsten Werte</translation>
    </message>
    <message>
        <source>other most common values</source>
        <translation>andere häufigste Werte</translation>
    </message>
    <message>
        <source>the same sample values</source>
        <translation>dieselben Beispielwerte</translation>
    </message>
    <message>
        <source>other sample values</source>
        <translation>andere Beispielwerte</translation>
    </message>
</context>
<context>
    <name>Assay::Eval</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is not valid JSON: %2</source>
        <translation>%1 ist kein gültiges JSON: %2</translation>
    </message>
    <message>
        <source>%1 has no tables.json (or dev_tables.json).</source>
        <translation>%1 enthält keine tables.json (oder dev_tables.json).</translation>
    </message>
    <message>
        <source>%1 has no questions.</source>
        <translation>%1 enthält keine Fragen.</translation>
    </message>
</context>
<context>
    <name>Assay::Export</name>
    <message>
        <source>The result could not be read back: %1</source>
        <translation>Das Ergebnis konnte nicht zurückgelesen werden: %1</translation>
    </message>
    <message>
        <source>No space left on device (simulated)</source>
        <translation>Kein Speicherplatz mehr auf dem Gerät (simuliert)</translation>
    </message>
    <message>
        <source>No file name was given for the export.</source>
        <translation>Für den Export wurde kein Dateiname angegeben.</translation>
    </message>
    <message>
        <source>Cannot write %1: it is a folder.</source>
        <translation>%1 kann nicht geschrieben werden: Es ist ein Ordner.</translation>
    </message>
    <message>
        <source>Cannot write %1: the folder %2 does not exist.</source>
        <translation>%1 kann nicht geschrieben werden: Der Ordner %2 existiert nicht.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2. Nothing was written there.</source>
        <translation>%1 kann nicht geschrieben werden: %2. Dort wurde nichts geschrieben.</translation>
    </message>
    <message>
        <source>data hash</source>
        <translation>Daten-Hash</translation>
    </message>
    <message>
        <source>SHA-1 of the result rows</source>
        <translation>SHA-1 der Ergebniszeilen</translation>
    </message>
    <message>
        <source>No chart to show.</source>
        <translation>Kein Diagramm anzuzeigen.</translation>
    </message>
    <message>
        <source>From %1.</source>
        <translation>Aus %1.</translation>
    </message>
    <message>
        <source>No rows.</source>
        <translation>Keine Zeilen.</translation>
    </message>
    <message>
        <source>First %1 of %2 rows.</source>
        <translation>Erste %1 von %2 Zeilen.</translation>
    </message>
    <message>
        <source>The query stopped at the row limit, so the result may have more.</source>
        <translation>Die Abfrage hielt am Zeilenlimit an, das Ergebnis kann also mehr Zeilen haben.</translation>
    </message>
    <message>
        <source>Data source</source>
        <translation>Datenquelle</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Ausführen</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>nicht ausgeführt</translation>
    </message>
    <message>
        <source>Report written</source>
        <translation>Bericht erstellt</translation>
    </message>
    <message>
        <source>This cell has not run.</source>
        <translation>Diese Zelle wurde nicht ausgeführt.</translation>
    </message>
    <message>
        <source>Written by %1. Data hashes are SHA-1 digests of each result&apos;s rows: equal hashes, equal data.</source>
        <translation>Erstellt von %1. Daten-Hashes sind SHA-1-Prüfsummen der Zeilen jedes Ergebnisses: gleiche Hashes, gleiche Daten.</translation>
    </message>
    <message>
        <source># Chart &quot;%1&quot; drawn by Assay</source>
        <translation># Diagramm „%1“, gezeichnet von Assay</translation>
    </message>
    <message>
        <source> from %1</source>
        <translation> aus %1</translation>
    </message>
    <message>
        <source>SQL cells use JupySQL&apos;s %%sql magic: %load_ext sql, then connect to the data source.</source>
        <translation>SQL-Zellen verwenden die %%sql-Magic von JupySQL: erst %load_ext sql, dann mit der Datenquelle verbinden.</translation>
    </message>
    <message>
        <source>Error:</source>
        <translation>Fehler:</translation>
    </message>
    <message>
        <source>From `%1`.</source>
        <translation>Aus `%1`.</translation>
    </message>
    <message>
        <source>Written by %1.</source>
        <translation>Erstellt von %1.</translation>
    </message>
    <message>
        <source>Cannot create the folder %1 for the report&apos;s images.</source>
        <translation>Der Ordner %1 für die Bilder des Berichts kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Notebook</source>
        <translation>Notizbuch</translation>
    </message>
    <message>
        <source>This chart has not been drawn: its cell has not run.</source>
        <translation>Dieses Diagramm wurde nicht gezeichnet: Seine Zelle wurde nicht ausgeführt.</translation>
    </message>
    <message>
        <source>Not run</source>
        <translation>Nicht ausgeführt</translation>
    </message>
    <message>
        <source>Ran %1</source>
        <translation>Ausgeführt am %1</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Cannot create a temporary folder for the workbook: %1</source>
        <translation>Für die Arbeitsmappe kann kein temporärer Ordner angelegt werden: %1</translation>
    </message>
    <message>
        <source>Cannot start the workbook in %1.</source>
        <translation>Die Arbeitsmappe kann in %1 nicht begonnen werden.</translation>
    </message>
    <message>
        <source>Cannot add a worksheet to the workbook.</source>
        <translation>Der Arbeitsmappe kann kein Arbeitsblatt hinzugefügt werden.</translation>
    </message>
    <message>
        <source>Cannot write the workbook: %1.</source>
        <translation>Die Arbeitsmappe kann nicht geschrieben werden: %1.</translation>
    </message>
    <message>
        <source>An Excel sheet holds at most %1 columns and this result has %2. Export it as CSV instead.</source>
        <translation>Ein Excel-Arbeitsblatt fasst höchstens %1 Spalten, und dieses Ergebnis hat %2. Exportieren Sie es stattdessen als CSV.</translation>
    </message>
    <message>
        <source>Cannot read the workbook that was built: %1</source>
        <translation>Die erstellte Arbeitsmappe kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>An Excel sheet holds at most %1 rows under its header, so only the first %1 rows were written; the result has more. Export it as CSV to get every row.</source>
        <translation>Ein Excel-Arbeitsblatt fasst unter seiner Kopfzeile höchstens %1 Zeilen, daher wurden nur die ersten %1 Zeilen geschrieben; das Ergebnis hat mehr. Exportieren Sie es als CSV, um alle Zeilen zu erhalten.</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) longer than Excel&apos;s limit of 32,767 characters were shortened.</source>
        <translation>
            <numerusform>%n Zelle, die länger als das Excel-Limit von 32.767 Zeichen war, wurde gekürzt.</numerusform>
            <numerusform>%n Zellen, die länger als das Excel-Limit von 32.767 Zeichen waren, wurden gekürzt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s).</source>
        <translation>
            <numerusform>%Ln Zeile.</numerusform>
            <numerusform>%Ln Zeilen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s) (stopped at the row limit)</source>
        <translation>
            <numerusform>%Ln Zeile (am Zeilenlimit angehalten)</numerusform>
            <numerusform>%Ln Zeilen (am Zeilenlimit angehalten)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln Zeile</numerusform>
            <numerusform>%Ln Zeilen</numerusform>
        </translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
</context>
<context>
    <name>Assay::Files</name>
    <message>
        <source>Line %1: a quote opens a value that never closes before the end of the file. Close the quote, or double the quote characters inside the value (&quot;&quot;).</source>
        <translation>Zeile %1: Ein Anführungszeichen öffnet einen Wert, der vor dem Dateiende nie geschlossen wird. Schließen Sie das Anführungszeichen, oder verdoppeln Sie die Anführungszeichen innerhalb des Werts (&quot;&quot;).</translation>
    </message>
    <message>
        <source>Line %1: there is text right after a closing quote. Quote the whole value and double the quote characters inside it (&quot;&quot;), or choose “no quote character” in the preview.</source>
        <translation>Zeile %1: Direkt nach einem schließenden Anführungszeichen steht Text. Setzen Sie den ganzen Wert in Anführungszeichen und verdoppeln Sie die Anführungszeichen darin (&quot;&quot;), oder wählen Sie in der Vorschau „kein Anführungszeichen“.</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>line %1, column “%2”</source>
        <translation>Zeile %1, Spalte „%2“</translation>
    </message>
    <message>
        <source>The column for the key “%1” cannot be added: %2</source>
        <translation>Die Spalte für den Schlüssel „%1“ kann nicht hinzugefügt werden: %2</translation>
    </message>
    <message>
        <source>Keys that first appear after the rows the preview read were added as text columns: %1.</source>
        <translation>Schlüssel, die erst nach den von der Vorschau gelesenen Zeilen auftauchen, wurden als Textspalten hinzugefügt: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Line %1 has %n value(s), but the table has %2 columns.</source>
        <translation>
            <numerusform>Zeile %1 hat %n Wert, aber die Tabelle hat %2 Spalten.</numerusform>
            <numerusform>Zeile %1 hat %n Werte, aber die Tabelle hat %2 Spalten.</numerusform>
        </translation>
    </message>
    <message>
        <source>The record runs on to line %1: a quote may open there that is not closed where it should be.</source>
        <translation>Der Datensatz reicht bis Zeile %1: Dort öffnet sich möglicherweise ein Anführungszeichen, das nicht an der richtigen Stelle geschlossen wird.</translation>
    </message>
    <message>
        <source>A value with the delimiter in it may not be quoted. Quote it, or check the delimiter in the preview.</source>
        <translation>Ein Wert, der das Trennzeichen enthält, steht womöglich nicht in Anführungszeichen. Setzen Sie ihn in Anführungszeichen, oder prüfen Sie das Trennzeichen in der Vorschau.</translation>
    </message>
    <message>
        <source>At %1: there is a value right of the last column. Give that column a name in the first row, or remove the value.</source>
        <translation>Bei %1: Rechts von der letzten Spalte steht ein Wert. Geben Sie dieser Spalte in der ersten Zeile einen Namen, oder entfernen Sie den Wert.</translation>
    </message>
    <message>
        <source>At %1: the text is not valid %2. The file may mix encodings: convert it to UTF-8 (for example with iconv), or choose the encoding it was written in.</source>
        <translation>Bei %1: Der Text ist kein gültiges %2. Die Datei mischt möglicherweise Kodierungen: Konvertieren Sie sie nach UTF-8 (zum Beispiel mit iconv), oder wählen Sie die Kodierung, in der sie geschrieben wurde.</translation>
    </message>
    <message>
        <source>At %1: %2 Nothing was imported. Choose another type for this column in the preview (text takes anything), or fix the value.</source>
        <translation>Bei %1: %2 Es wurde nichts importiert. Wählen Sie in der Vorschau einen anderen Typ für diese Spalte (Text nimmt alles auf), oder korrigieren Sie den Wert.</translation>
    </message>
    <message>
        <source>At %1: the row cannot be stored: %2</source>
        <translation>Bei %1: Die Zeile kann nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>The import was cancelled; nothing was imported.</source>
        <translation>Der Import wurde abgebrochen; es wurde nichts importiert.</translation>
    </message>
    <message>
        <source>Nothing was imported.</source>
        <translation>Es wurde nichts importiert.</translation>
    </message>
    <message>
        <source>The table could not be saved: %1</source>
        <translation>Die Tabelle konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>The table was imported, but Assay could not note where it came from, so changes to the file will not be noticed: %1</source>
        <translation>Die Tabelle wurde importiert, aber Assay konnte sich nicht merken, woher sie stammt, daher werden Änderungen an der Datei nicht bemerkt: %1</translation>
    </message>
    <message>
        <source>Column %1 has no name in the header; it is called %2.</source>
        <translation>Spalte %1 hat im Kopf keinen Namen; sie heißt %2.</translation>
    </message>
    <message>
        <source>The header names “%1” more than once; column %2 is called %3.</source>
        <translation>Der Kopf nennt „%1“ mehr als einmal; Spalte %2 heißt %3.</translation>
    </message>
    <message>
        <source>The file %1 does not exist.</source>
        <translation>Die Datei %1 existiert nicht.</translation>
    </message>
    <message>
        <source>The file %1 cannot be read.</source>
        <translation>Die Datei %1 kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>%1 is empty (0 bytes): there is nothing to import.</source>
        <translation>%1 ist leer (0 Byte): Es gibt nichts zu importieren.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>The file mixes encodings: line %1 is UTF-8 but line %2 is not, so some characters would come out wrong. Convert the file to UTF-8 (for example with iconv), or choose an encoding in the preview if you know which one it is.</source>
        <translation>Die Datei mischt Kodierungen: Zeile %1 ist UTF-8, Zeile %2 aber nicht, daher würden manche Zeichen falsch erscheinen. Konvertieren Sie die Datei nach UTF-8 (zum Beispiel mit iconv), oder wählen Sie in der Vorschau eine Kodierung, wenn Sie wissen, welche es ist.</translation>
    </message>
    <message>
        <source>The file holds no rows to import.</source>
        <translation>Die Datei enthält keine Zeilen zum Importieren.</translation>
    </message>
    <message numerus="yes">
        <source>Line %1 has %n value(s), but the first line has %2.</source>
        <translation>
            <numerusform>Zeile %1 hat %n Wert, aber die erste Zeile hat %2.</numerusform>
            <numerusform>Zeile %1 hat %n Werte, aber die erste Zeile hat %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>The file has %1 columns, but a table can have at most %2. Split the file, or keep only the columns you need (for example with cut -f1-%2).</source>
        <translation>Die Datei hat %1 Spalten, aber eine Tabelle kann höchstens %2 haben. Teilen Sie die Datei auf, oder behalten Sie nur die benötigten Spalten (zum Beispiel mit cut -f1-%2).</translation>
    </message>
    <message>
        <source>The file holds no columns to import.</source>
        <translation>Die Datei enthält keine Spalten zum Importieren.</translation>
    </message>
    <message>
        <source>At %1: %2 Choose another type for this column in the preview (text takes anything), or fix the value.</source>
        <translation>Bei %1: %2 Wählen Sie in der Vorschau einen anderen Typ für diese Spalte (Text nimmt alles auf), oder korrigieren Sie den Wert.</translation>
    </message>
    <message numerus="yes">
        <source>The sheet “%1” has %n merged cell range(s), the first at %2, so its rows do not line up as a table. Unmerge them in Excel or LibreOffice (Merge &amp; Center → Unmerge Cells), fill in the values, and save again.</source>
        <translation>
            <numerusform>Das Blatt „%1“ hat %n verbundenen Zellbereich, den ersten bei %2, daher ergeben seine Zeilen keine Tabelle. Heben Sie den Zellverbund in Excel oder LibreOffice auf (Verbinden und zentrieren → Zellverbund aufheben), füllen Sie die Werte aus und speichern Sie erneut.</numerusform>
            <numerusform>Das Blatt „%1“ hat %n verbundene Zellbereiche, den ersten bei %2, daher ergeben seine Zeilen keine Tabelle. Heben Sie den Zellverbund in Excel oder LibreOffice auf (Verbinden und zentrieren → Zellverbund aufheben), füllen Sie die Werte aus und speichern Sie erneut.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is a zip archive, not a text file; if it is an Excel workbook, rename it to .xlsx.</source>
        <translation>%1 ist ein ZIP-Archiv, keine Textdatei; wenn es eine Excel-Arbeitsmappe ist, benennen Sie sie in .xlsx um.</translation>
    </message>
    <message>
        <source>%1 is a SQLite database, not a text file. Open it with File → Connect to a Database….</source>
        <translation>%1 ist eine SQLite-Datenbank, keine Textdatei. Öffnen Sie sie mit Datei → Mit einer Datenbank verbinden ….</translation>
    </message>
    <message>
        <source>%1 is a PDF document, not a data file. Export the table from where it came from as CSV.</source>
        <translation>%1 ist ein PDF-Dokument, keine Datendatei. Exportieren Sie die Tabelle dort, wo sie herkommt, als CSV.</translation>
    </message>
    <message>
        <source>%1 is an Office document (such as an .xls workbook), not a text file. Save it as .xlsx or CSV.</source>
        <translation>%1 ist ein Office-Dokument (etwa eine .xls-Arbeitsmappe), keine Textdatei. Speichern Sie es als .xlsx oder CSV.</translation>
    </message>
    <message>
        <source>%1 is compressed (gzip). Decompress it first (gunzip), then open the file inside.</source>
        <translation>%1 ist komprimiert (gzip). Entpacken Sie es zuerst (gunzip) und öffnen Sie dann die enthaltene Datei.</translation>
    </message>
    <message>
        <source>%1 holds binary data (a zero byte at byte %2), not text: it is not a CSV or JSON file, whatever its name says.</source>
        <translation>%1 enthält Binärdaten (ein Null-Byte bei Byte %2), keinen Text: Es ist keine CSV- oder JSON-Datei, egal was der Name sagt.</translation>
    </message>
    <message>
        <source>Line %1: the JSON is not valid here (%2). Fix the file, or export it again from where it came from.</source>
        <translation>Zeile %1: Das JSON ist hier nicht gültig (%2). Korrigieren Sie die Datei, oder exportieren Sie sie erneut aus ihrer Quelle.</translation>
    </message>
    <message>
        <source>The file ends before the list of records is closed with ]. It may have been cut off while it was written.</source>
        <translation>Die Datei endet, bevor die Liste der Datensätze mit ] geschlossen wird. Sie wurde möglicherweise beim Schreiben abgeschnitten.</translation>
    </message>
    <message>
        <source>The file holds no JSON records.</source>
        <translation>Die Datei enthält keine JSON-Datensätze.</translation>
    </message>
    <message>
        <source>This is not a JSON file Assay can read as a table: it should hold a list of objects ([{…}, {…}]) or one object per line.</source>
        <translation>Dies ist keine JSON-Datei, die Assay als Tabelle lesen kann: Sie sollte eine Liste von Objekten ([{…}, {…}]) oder ein Objekt pro Zeile enthalten.</translation>
    </message>
    <message>
        <source>Line %1: a comma or ] should follow the previous record.</source>
        <translation>Zeile %1: Auf den vorigen Datensatz sollte ein Komma oder ] folgen.</translation>
    </message>
    <message>
        <source>Line %1: record %2 is not an object with named values; Assay reads a list of objects.</source>
        <translation>Zeile %1: Datensatz %2 ist kein Objekt mit benannten Werten; Assay liest eine Liste von Objekten.</translation>
    </message>
    <message>
        <source>Line %1: record %2 is not closed before the end of the file. The file may have been cut off while it was written.</source>
        <translation>Zeile %1: Datensatz %2 wird vor dem Dateiende nicht geschlossen. Die Datei wurde möglicherweise beim Schreiben abgeschnitten.</translation>
    </message>
    <message>
        <source>Line %1: more follows the record on the same line. Put one object on each line, or make the file a list ([{…}, {…}]).</source>
        <translation>Zeile %1: Auf den Datensatz folgt in derselben Zeile noch mehr. Setzen Sie ein Objekt pro Zeile, oder machen Sie die Datei zu einer Liste ([{…}, {…}]).</translation>
    </message>
    <message>
        <source>line %1, key “%2”</source>
        <translation>Zeile %1, Schlüssel „%2“</translation>
    </message>
    <message>
        <source>The workspace %1 cannot be opened: %2</source>
        <translation>Der Arbeitsbereich %1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>The workspace %1 cannot be prepared for the import: %2</source>
        <translation>Der Arbeitsbereich %1 kann nicht für den Import vorbereitet werden: %2</translation>
    </message>
    <message>
        <source>The workspace is busy: %1</source>
        <translation>Der Arbeitsbereich ist belegt: %1</translation>
    </message>
    <message>
        <source>The table %1 cannot be created: %2</source>
        <translation>Die Tabelle %1 kann nicht angelegt werden: %2</translation>
    </message>
    <message>
        <source>“%1” is not a whole number.</source>
        <translation>„%1“ ist keine ganze Zahl.</translation>
    </message>
    <message>
        <source>“%1” is not a number with a decimal comma.</source>
        <translation>„%1“ ist keine Zahl mit Dezimalkomma.</translation>
    </message>
    <message>
        <source>“%1” is not a number with a decimal point.</source>
        <translation>„%1“ ist keine Zahl mit Dezimalpunkt.</translation>
    </message>
    <message>
        <source>“%1” is not true or false.</source>
        <translation>„%1“ ist nicht wahr oder falsch.</translation>
    </message>
    <message>
        <source>“%1” is not a date (read day first).</source>
        <translation>„%1“ ist kein Datum (Tag zuerst gelesen).</translation>
    </message>
    <message>
        <source>“%1” is not a date (read month first).</source>
        <translation>„%1“ ist kein Datum (Monat zuerst gelesen).</translation>
    </message>
    <message>
        <source>“%1” is not a date and time.</source>
        <translation>„%1“ ist kein Datum mit Uhrzeit.</translation>
    </message>
    <message>
        <source>integer</source>
        <translation>Ganzzahl</translation>
    </message>
    <message>
        <source>real</source>
        <translation>Dezimalzahl</translation>
    </message>
    <message>
        <source>boolean</source>
        <translation>Wahrheitswert</translation>
    </message>
    <message>
        <source>date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>timestamp</source>
        <translation>Zeitstempel</translation>
    </message>
    <message>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>%1 is protected with a password, so Assay cannot read it. Open it in Excel or LibreOffice, remove the password (File → Info → Protect Workbook in Excel) and save it again.</source>
        <translation>%1 ist mit einem Passwort geschützt, daher kann Assay die Datei nicht lesen. Öffnen Sie sie in Excel oder LibreOffice, entfernen Sie das Passwort (in Excel: Datei → Informationen → Arbeitsmappe schützen) und speichern Sie sie erneut.</translation>
    </message>
    <message>
        <source>%1 is an Excel 97–2003 workbook (.xls) or another Office file, not an .xlsx workbook. Open it in Excel or LibreOffice and save it as .xlsx.</source>
        <translation>%1 ist eine Excel-97–2003-Arbeitsmappe (.xls) oder eine andere Office-Datei, keine .xlsx-Arbeitsmappe. Öffnen Sie sie in Excel oder LibreOffice und speichern Sie sie als .xlsx.</translation>
    </message>
    <message>
        <source>%1 is empty: there is nothing to import.</source>
        <translation>%1 ist leer: Es gibt nichts zu importieren.</translation>
    </message>
    <message>
        <source>%1 is not an .xlsx workbook (it is not a zip archive). If it is a CSV or text file, rename it to .csv.</source>
        <translation>%1 ist keine .xlsx-Arbeitsmappe (es ist kein ZIP-Archiv). Wenn es eine CSV- oder Textdatei ist, benennen Sie sie in .csv um.</translation>
    </message>
    <message>
        <source>The workbook has no part %1; it may be damaged. Open it in Excel or LibreOffice and save it again.</source>
        <translation>Der Arbeitsmappe fehlt der Teil %1; sie ist möglicherweise beschädigt. Öffnen Sie sie in Excel oder LibreOffice und speichern Sie sie erneut.</translation>
    </message>
    <message>
        <source>The workbook part %1 cannot be read; the file may be damaged.</source>
        <translation>Der Teil %1 der Arbeitsmappe kann nicht gelesen werden; die Datei ist möglicherweise beschädigt.</translation>
    </message>
    <message>
        <source>%1 cannot be opened as a workbook: the zip archive is damaged.</source>
        <translation>%1 kann nicht als Arbeitsmappe geöffnet werden: Das ZIP-Archiv ist beschädigt.</translation>
    </message>
    <message>
        <source>The workbook has no worksheets to import.</source>
        <translation>Die Arbeitsmappe hat keine Arbeitsblätter zum Importieren.</translation>
    </message>
    <message>
        <source>The workbook&apos;s text values cannot be read; the file may be damaged.</source>
        <translation>Die Textwerte der Arbeitsmappe können nicht gelesen werden; die Datei ist möglicherweise beschädigt.</translation>
    </message>
    <message>
        <source>The workbook&apos;s text values are damaged (%1).</source>
        <translation>Die Textwerte der Arbeitsmappe sind beschädigt (%1).</translation>
    </message>
    <message>
        <source>The workbook has no sheet called “%1”.</source>
        <translation>Die Arbeitsmappe hat kein Blatt namens „%1“.</translation>
    </message>
    <message>
        <source>The sheet “%1” is missing from the workbook; the file may be damaged.</source>
        <translation>Das Blatt „%1“ fehlt in der Arbeitsmappe; die Datei ist möglicherweise beschädigt.</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) held an Excel error such as #DIV/0! (the first at %1) and were stored as empty values.</source>
        <translation>
            <numerusform>%n Zelle enthielt einen Excel-Fehler wie #DIV/0! (die erste bei %1) und wurde als leerer Wert gespeichert.</numerusform>
            <numerusform>%n Zellen enthielten einen Excel-Fehler wie #DIV/0! (die erste bei %1) und wurden als leere Werte gespeichert.</numerusform>
        </translation>
    </message>
    <message>
        <source>The sheet “%1” is damaged near row %2 (%3).</source>
        <translation>Das Blatt „%1“ ist nahe Zeile %2 beschädigt (%3).</translation>
    </message>
    <message>
        <source>Row %1 of the sheet “%2” has a cell with a damaged reference “%3”.</source>
        <translation>Zeile %1 des Blatts „%2“ hat eine Zelle mit einem beschädigten Bezug „%3“.</translation>
    </message>
    <message>
        <source>Cell %1 holds a formula whose result was never saved in the file (the program that wrote it does not calculate). Open the workbook in Excel or LibreOffice and save it, so the results are stored.</source>
        <translation>Zelle %1 enthält eine Formel, deren Ergebnis nie in der Datei gespeichert wurde (das Programm, das sie geschrieben hat, rechnet nicht). Öffnen Sie die Arbeitsmappe in Excel oder LibreOffice und speichern Sie sie, damit die Ergebnisse gespeichert werden.</translation>
    </message>
    <message>
        <source>Cell %1 refers to a text value the workbook does not have; the file may be damaged.</source>
        <translation>Zelle %1 verweist auf einen Textwert, den die Arbeitsmappe nicht hat; die Datei ist möglicherweise beschädigt.</translation>
    </message>
    <message>
        <source>The sheet “%1” has merged cells (%2), so its rows do not line up as a table. Unmerge them in Excel or LibreOffice (Merge &amp; Center → Unmerge Cells), fill in the values, and save again.</source>
        <translation>Das Blatt „%1“ hat verbundene Zellen (%2), daher ergeben seine Zeilen keine Tabelle. Heben Sie den Zellverbund in Excel oder LibreOffice auf (Verbinden und zentrieren → Zellverbund aufheben), füllen Sie die Werte aus und speichern Sie erneut.</translation>
    </message>
    <message>
        <source>row %1 of the sheet “%2”</source>
        <translation>Zeile %1 des Blatts „%2“</translation>
    </message>
    <message>
        <source>cell %1!%2%3 (column “%4”)</source>
        <translation>Zelle %1!%2%3 (Spalte „%4“)</translation>
    </message>
</context>
<context>
    <name>Assay::History</name>
    <message>
        <source>Console</source>
        <translation>Konsole</translation>
    </message>
    <message>
        <source>Cell</source>
        <translation>Zelle</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>Assistent</translation>
    </message>
</context>
<context>
    <name>Assay::Insights</name>
    <message>
        <source>point</source>
        <translation>Punkt</translation>
    </message>
    <message>
        <source>year</source>
        <translation>Jahr</translation>
    </message>
    <message>
        <source>quarter</source>
        <translation>Quartal</translation>
    </message>
    <message>
        <source>month</source>
        <translation>Monat</translation>
    </message>
    <message>
        <source>week</source>
        <translation>Woche</translation>
    </message>
    <message>
        <source>day</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>hour</source>
        <translation>Stunde</translation>
    </message>
    <message>
        <source> (for %1)</source>
        <translation> (für %1)</translation>
    </message>
    <message>
        <source>**%1** has the highest %2%3: %4.</source>
        <translation>**%1** hat den höchsten Wert für %2%3: %4.</translation>
    </message>
    <message>
        <source>**%1** has the lowest: %2.</source>
        <translation>**%1** hat den niedrigsten: %2.</translation>
    </message>
    <message>
        <source>**%1** accounts for %2 of the total.</source>
        <translation>**%1** macht %2 der Summe aus.</translation>
    </message>
    <message>
        <source>The top 3 make up %1 of the total.</source>
        <translation>Die Top 3 machen %1 der Summe aus.</translation>
    </message>
    <message>
        <source>**%1** is %2 times **%3**.</source>
        <translation>**%1** ist %2-mal so groß wie **%3**.</translation>
    </message>
    <message>
        <source>Of the values of %1, **%2** is the largest overall: %3 (%4 of the total).</source>
        <translation>Unter den Werten von %1 ist **%2** insgesamt am größten: %3 (%4 der Summe).</translation>
    </message>
    <message>
        <source>Of the values of %1, **%2** is the largest overall: %3.</source>
        <translation>Unter den Werten von %1 ist **%2** insgesamt am größten: %3.</translation>
    </message>
    <message>
        <source>%1%2 went from %3 in %4 to %5 in %6 (%7 %8).</source>
        <translation>%1%2 ging von %3 in %4 auf %5 in %6 (%7 %8).</translation>
    </message>
    <message>
        <source>up</source>
        <translation>aufwärts</translation>
    </message>
    <message>
        <source>down</source>
        <translation>abwärts</translation>
    </message>
    <message>
        <source>%1%2 went from %3 in %4 to %5 in %6.</source>
        <translation>%1%2 ging von %3 in %4 auf %5 in %6.</translation>
    </message>
    <message>
        <source>The highest %1 was %2, in %3.</source>
        <translation>Der höchste Wert für %1 war %2, in %3.</translation>
    </message>
    <message>
        <source>Over the whole period there is no clear trend.</source>
        <translation>Über den gesamten Zeitraum gibt es keinen klaren Trend.</translation>
    </message>
    <message>
        <source>The trend is %1, by about %2 per %3 on average.</source>
        <translation>Der Trend ist %1, im Schnitt um etwa %2 je %3.</translation>
    </message>
    <message>
        <source>upward</source>
        <translation>steigend</translation>
    </message>
    <message>
        <source>downward</source>
        <translation>fallend</translation>
    </message>
    <message>
        <source>The latest %1 (%2) is %3 %4 the one before: %5 against %6.</source>
        <translation>Der letzte Wert für %1 (%2) liegt %3 %4 dem vorherigen: %5 gegenüber %6.</translation>
    </message>
    <message>
        <source>above</source>
        <translation>über</translation>
    </message>
    <message>
        <source>below</source>
        <translation>unter</translation>
    </message>
    <message>
        <source>The lowest was %1, in %2.</source>
        <translation>Der niedrigste war %1, in %2.</translation>
    </message>
    <message>
        <source>**%1** is the largest %2 over the period: %3 (%4 of the total).</source>
        <translation>**%1** ist über den Zeitraum der größte Wert für %2: %3 (%4 der Summe).</translation>
    </message>
    <message>
        <source>**%1** is the largest %2 over the period: %3.</source>
        <translation>**%1** ist über den Zeitraum der größte Wert für %2: %3.</translation>
    </message>
    <message>
        <source>%1 ranges from %2 to %3; %4 from %5 to %6.</source>
        <translation>%1 reicht von %2 bis %3; %4 von %5 bis %6.</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1 nach %2</translation>
    </message>
    <message>
        <source>the result</source>
        <translation>das Ergebnis</translation>
    </message>
    <message>
        <source>The result has no rows.</source>
        <translation>Das Ergebnis hat keine Zeilen.</translation>
    </message>
    <message>
        <source>**%1** is %2.</source>
        <translation>**%1** ist %2.</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>**%1** ranges from %2 to %3 and adds up to %4.</source>
        <translation>**%1** reicht von %2 bis %3 und ergibt zusammen %4.</translation>
    </message>
    <message>
        <source>**%1** ranges from %2 to %3.</source>
        <translation>**%1** reicht von %2 bis %3.</translation>
    </message>
    <message>
        <source>Describes `%1`</source>
        <translation>Beschreibt `%1`</translation>
    </message>
    <message>
        <source>from the first rows read</source>
        <translation>aus den ersten gelesenen Zeilen</translation>
    </message>
    <message>
        <source>phrased by a model from computed facts, every number checked</source>
        <translation>von einem Modell aus berechneten Fakten formuliert, jede Zahl geprüft</translation>
    </message>
    <message>
        <source>computed from the data</source>
        <translation>aus den Daten berechnet</translation>
    </message>
    <message>
        <source>There is nothing to summarise in this result.</source>
        <translation>In diesem Ergebnis gibt es nichts zusammenzufassen.</translation>
    </message>
    <message>
        <source>The model&apos;s answer was empty.</source>
        <translation>Die Antwort des Modells war leer.</translation>
    </message>
    <message>
        <source>The model&apos;s text stated none of the figures, so the computed summary is shown instead.</source>
        <translation>Der Text des Modells nannte keine der Zahlen, daher wird stattdessen die berechnete Zusammenfassung gezeigt.</translation>
    </message>
    <message>
        <source>The model&apos;s text stated numbers that are not in the data (%1), so the computed summary is shown instead.</source>
        <translation>Der Text des Modells nannte Zahlen, die nicht in den Daten stehen (%1), daher wird stattdessen die berechnete Zusammenfassung gezeigt.</translation>
    </message>
    <message>
        <source>The model could not phrase the insight (%1).</source>
        <translation>Das Modell konnte die Erkenntnis nicht formulieren (%1).</translation>
    </message>
    <message numerus="yes">
        <source>The data covers %Ln point(s), from %1 to %2.</source>
        <translation>
            <numerusform>Die Daten umfassen %Ln Punkt, von %1 bis %2.</numerusform>
            <numerusform>Die Daten umfassen %Ln Punkte, von %1 bis %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The data covers %Ln year(s), from %1 to %2.</source>
        <translation>
            <numerusform>Die Daten umfassen %Ln Jahr, von %1 bis %2.</numerusform>
            <numerusform>Die Daten umfassen %Ln Jahre, von %1 bis %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The data covers %Ln quarter(s), from %1 to %2.</source>
        <translation>
            <numerusform>Die Daten umfassen %Ln Quartal, von %1 bis %2.</numerusform>
            <numerusform>Die Daten umfassen %Ln Quartale, von %1 bis %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The data covers %Ln month(s), from %1 to %2.</source>
        <translation>
            <numerusform>Die Daten umfassen %Ln Monat, von %1 bis %2.</numerusform>
            <numerusform>Die Daten umfassen %Ln Monate, von %1 bis %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The data covers %Ln week(s), from %1 to %2.</source>
        <translation>
            <numerusform>Die Daten umfassen %Ln Woche, von %1 bis %2.</numerusform>
            <numerusform>Die Daten umfassen %Ln Wochen, von %1 bis %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The data covers %Ln day(s), from %1 to %2.</source>
        <translation>
            <numerusform>Die Daten umfassen %Ln Tag, von %1 bis %2.</numerusform>
            <numerusform>Die Daten umfassen %Ln Tage, von %1 bis %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The data covers %Ln hour(s), from %1 to %2.</source>
        <translation>
            <numerusform>Die Daten umfassen %Ln Stunde, von %1 bis %2.</numerusform>
            <numerusform>Die Daten umfassen %Ln Stunden, von %1 bis %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2 show almost no relationship (correlation %3 over %4 points).</source>
        <translation>%1 und %2 zeigen fast keinen Zusammenhang (Korrelation %3 über %4 Punkte).</translation>
    </message>
    <message>
        <source>%1 and %2 show a strong positive relationship (correlation %3 over %4 points).</source>
        <translation>%1 und %2 zeigen einen starken positiven Zusammenhang (Korrelation %3 über %4 Punkte).</translation>
    </message>
    <message>
        <source>%1 and %2 show a strong negative relationship (correlation %3 over %4 points).</source>
        <translation>%1 und %2 zeigen einen starken negativen Zusammenhang (Korrelation %3 über %4 Punkte).</translation>
    </message>
    <message>
        <source>%1 and %2 show a moderate positive relationship (correlation %3 over %4 points).</source>
        <translation>%1 und %2 zeigen einen mäßigen positiven Zusammenhang (Korrelation %3 über %4 Punkte).</translation>
    </message>
    <message>
        <source>%1 and %2 show a moderate negative relationship (correlation %3 over %4 points).</source>
        <translation>%1 und %2 zeigen einen mäßigen negativen Zusammenhang (Korrelation %3 über %4 Punkte).</translation>
    </message>
    <message>
        <source>%1 and %2 show a weak positive relationship (correlation %3 over %4 points).</source>
        <translation>%1 und %2 zeigen einen schwachen positiven Zusammenhang (Korrelation %3 über %4 Punkte).</translation>
    </message>
    <message>
        <source>%1 and %2 show a weak negative relationship (correlation %3 over %4 points).</source>
        <translation>%1 und %2 zeigen einen schwachen negativen Zusammenhang (Korrelation %3 über %4 Punkte).</translation>
    </message>
    <message numerus="yes">
        <source>**%1** has the lowest of the %Ln shown: %2.</source>
        <translation>
            <numerusform>**%1** hat den niedrigsten Wert der %Ln gezeigten: %2.</numerusform>
            <numerusform>**%1** hat den niedrigsten Wert der %Ln gezeigten: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>**%1** accounts for %2 of the total of the %Ln shown.</source>
        <translation>
            <numerusform>**%1** macht %2 der Summe des %Ln gezeigten Werts aus.</numerusform>
            <numerusform>**%1** macht %2 der Summe der %Ln gezeigten Werte aus.</numerusform>
        </translation>
    </message>
    <message>
        <source>**%1** accounts for %2 of the total, “%3” included.</source>
        <translation>**%1** macht %2 der Summe aus, „%3“ eingeschlossen.</translation>
    </message>
    <message numerus="yes">
        <source>Together the %Ln values of %1 shown add up to %2.</source>
        <translation>
            <numerusform>Der %Ln gezeigte Wert von %1 ergibt zusammen %2.</numerusform>
            <numerusform>Die %Ln gezeigten Werte von %1 ergeben zusammen %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Together the %Ln values of %1, “%2” included, add up to %3.</source>
        <translation>
            <numerusform>Der %Ln Wert von %1 ergibt, „%2“ eingeschlossen, zusammen %3.</numerusform>
            <numerusform>Die %Ln Werte von %1 ergeben, „%2“ eingeschlossen, zusammen %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Together the %Ln values of %1 add up to %2.</source>
        <translation>
            <numerusform>Der %Ln Wert von %1 ergibt zusammen %2.</numerusform>
            <numerusform>Die %Ln Werte von %1 ergeben zusammen %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The result has %Ln value(s) of %1.</source>
        <translation>
            <numerusform>Das Ergebnis hat %Ln Wert von %1.</numerusform>
            <numerusform>Das Ergebnis hat %Ln Werte von %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The result has %Ln row(s).</source>
        <translation>
            <numerusform>Das Ergebnis hat %Ln Zeile.</numerusform>
            <numerusform>Das Ergebnis hat %Ln Zeilen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln Zeile</numerusform>
            <numerusform>%Ln Zeilen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>**%1** has the highest %2%3 of these %Ln: %4.</source>
        <translation>
            <numerusform>**%1** hat unter diesem %Ln Wert den höchsten für %2%3: %4.</numerusform>
            <numerusform>**%1** hat unter diesen %Ln den höchsten Wert für %2%3: %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>**%1** has the lowest of the top %Ln: %2.</source>
        <translation>
            <numerusform>**%1** hat den niedrigsten Wert des obersten %Ln: %2.</numerusform>
            <numerusform>**%1** hat den niedrigsten Wert der Top %Ln: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>**%1** has the lowest of these %Ln: %2.</source>
        <translation>
            <numerusform>**%1** hat den niedrigsten Wert dieses %Ln: %2.</numerusform>
            <numerusform>**%1** hat den niedrigsten Wert dieser %Ln: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>**%1** accounts for %2 of the total of the top %Ln.</source>
        <translation>
            <numerusform>**%1** macht %2 der Summe des obersten %Ln Werts aus.</numerusform>
            <numerusform>**%1** macht %2 der Summe der Top %Ln aus.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Together the top %Ln values of %1 add up to %2.</source>
        <translation>
            <numerusform>Der oberste %Ln Wert von %1 ergibt %2.</numerusform>
            <numerusform>Die Top %Ln Werte von %1 ergeben zusammen %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>**%1** accounts for %2 of the total of these %Ln.</source>
        <translation>
            <numerusform>**%1** macht %2 der Summe dieses %Ln Werts aus.</numerusform>
            <numerusform>**%1** macht %2 der Summe dieser %Ln Werte aus.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Together these %Ln values of %1 add up to %2.</source>
        <translation>
            <numerusform>Dieser %Ln Wert von %1 ergibt %2.</numerusform>
            <numerusform>Diese %Ln Werte von %1 ergeben zusammen %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>In total, %1 went from %2 in %3 to %4 in %5 (%6 %7, a difference of %8).</source>
        <translation>Insgesamt ging %1 von %2 in %3 auf %4 in %5 (%6 %7, ein Unterschied von %8).</translation>
    </message>
    <message>
        <source>From %1 to %2 the largest rise was in **%3**: from %4 to %5 (up %6, %7).</source>
        <translation>Von %1 bis %2 war der größte Anstieg bei **%3**: von %4 auf %5 (plus %6, %7).</translation>
    </message>
    <message>
        <source>From %1 to %2 the largest fall was in **%3**: from %4 to %5 (down %6, %7).</source>
        <translation>Von %1 bis %2 war der größte Rückgang bei **%3**: von %4 auf %5 (minus %6, %7).</translation>
    </message>
    <message>
        <source>In %1, **%2** has the highest %3: %4.</source>
        <translation>In %1 hat **%2** den höchsten Wert für %3: %4.</translation>
    </message>
    <message numerus="yes">
        <source>The chart compares %Ln period(s) across %1 values of %2.</source>
        <translation>
            <numerusform>Das Diagramm vergleicht %Ln Zeitraum über %1 Werte von %2.</numerusform>
            <numerusform>Das Diagramm vergleicht %Ln Zeiträume über %1 Werte von %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>only the top %Ln row(s), as the query&apos;s LIMIT kept them</source>
        <translation>
            <numerusform>nur die oberste %Ln Zeile, die das LIMIT der Abfrage behielt</numerusform>
            <numerusform>nur die obersten %Ln Zeilen, die das LIMIT der Abfrage behielt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>only the first %Ln row(s), as the query&apos;s LIMIT kept them</source>
        <translation>
            <numerusform>nur die erste %Ln Zeile, die das LIMIT der Abfrage behielt</numerusform>
            <numerusform>nur die ersten %Ln Zeilen, die das LIMIT der Abfrage behielt</numerusform>
        </translation>
    </message>
    <message>
        <source>only the groups the query&apos;s HAVING kept</source>
        <translation>nur die Gruppen, die das HAVING der Abfrage behielt</translation>
    </message>
</context>
<context>
    <name>Assay::Io</name>
    <message>
        <source>No space left on device (simulated)</source>
        <translation>Kein Speicherplatz mehr auf dem Gerät (simuliert)</translation>
    </message>
    <message>
        <source>Cannot save %1: the folder %2 does not exist.</source>
        <translation>%1 kann nicht gespeichert werden: Der Ordner %2 existiert nicht.</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>%1 kann nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Cannot save %1: %2. The previous version is unchanged.</source>
        <translation>%1 kann nicht gespeichert werden: %2. Die vorherige Version ist unverändert.</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 existiert nicht.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1 is too large to open (%2 MB).</source>
        <translation>%1 ist zu groß zum Öffnen (%2 MB).</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 cannot be used: %2</source>
        <translation>%1 kann nicht verwendet werden: %2</translation>
    </message>
    <message>
        <source>The file is not open.</source>
        <translation>Die Datei ist nicht geöffnet.</translation>
    </message>
</context>
<context>
    <name>Assay::Knowledge</name>
    <message>
        <source>No language model is ready (%1): the context is built from the schema and profiling only.</source>
        <translation>Es ist kein Sprachmodell bereit (%1): Der Kontext wird nur aus dem Schema und der Profilierung aufgebaut.</translation>
    </message>
    <message>
        <source>Tables: %1, columns: %2</source>
        <translation>Tabellen: %1, Spalten: %2</translation>
    </message>
    <message>
        <source>Profiling %1</source>
        <translation>Profiliere %1</translation>
    </message>
    <message>
        <source>Profiling</source>
        <translation>Profiliere</translation>
    </message>
    <message>
        <source>Describing columns</source>
        <translation>Beschreibe Spalten</translation>
    </message>
    <message>
        <source>Columns of %1 were not described by the model (%2); their names, comments and statistics are used instead.</source>
        <translation>Die Spalten von %1 wurden vom Modell nicht beschrieben (%2); stattdessen werden ihre Namen, Kommentare und Statistiken verwendet.</translation>
    </message>
    <message>
        <source>The columns of %1 tables were not described by the model (%2); their names, comments and statistics are used instead.</source>
        <translation>Die Spalten von %1 Tabellen wurden vom Modell nicht beschrieben (%2); stattdessen werden ihre Namen, Kommentare und Statistiken verwendet.</translation>
    </message>
    <message>
        <source>Summarising wide tables</source>
        <translation>Fasse breite Tabellen zusammen</translation>
    </message>
    <message>
        <source>Describing tables</source>
        <translation>Beschreibe Tabellen</translation>
    </message>
    <message>
        <source>no description in the answer</source>
        <translation>keine Beschreibung in der Antwort</translation>
    </message>
    <message>
        <source>The table %1 was not described by the model (%2).</source>
        <translation>Die Tabelle %1 wurde vom Modell nicht beschrieben (%2).</translation>
    </message>
    <message>
        <source>%1 tables were not described by the model (%2).</source>
        <translation>%1 Tabellen wurden vom Modell nicht beschrieben (%2).</translation>
    </message>
    <message>
        <source>Finding relationships</source>
        <translation>Suche Beziehungen</translation>
    </message>
    <message>
        <source>Relationships of %1 were not checked by the model (%2).</source>
        <translation>Die Beziehungen von %1 wurden vom Modell nicht geprüft (%2).</translation>
    </message>
    <message>
        <source>Relationships of %1 tables were not checked by the model (%2); those found from names and data are kept.</source>
        <translation>Die Beziehungen von %1 Tabellen wurden vom Modell nicht geprüft (%2); die aus Namen und Daten gefundenen bleiben erhalten.</translation>
    </message>
    <message>
        <source>Finding entities</source>
        <translation>Suche Entitäten</translation>
    </message>
    <message>
        <source>Entities were not found by the model.</source>
        <translation>Die Entitäten wurden nicht vom Modell ermittelt.</translation>
    </message>
    <message>
        <source>Summarising the database</source>
        <translation>Fasse die Datenbank zusammen</translation>
    </message>
    <message>
        <source>The database summary was not written by the model.</source>
        <translation>Die Zusammenfassung der Datenbank wurde nicht vom Modell geschrieben.</translation>
    </message>
    <message>
        <source>total %1</source>
        <translation>%1 insgesamt</translation>
    </message>
    <message>
        <source>How has the %1 changed month by month?</source>
        <translation>Wie hat sich %1 Monat für Monat entwickelt?</translation>
    </message>
    <message>
        <source>Which 10 %1 have the highest %2?</source>
        <translation>Welche 10 %1 haben den höchsten Wert für %2?</translation>
    </message>
    <message>
        <source>What share of the %1 comes from each %2?</source>
        <translation>Welchen Anteil an %1 hat jeder Wert von %2?</translation>
    </message>
    <message>
        <source>How many %1 are there per month?</source>
        <translation>Wie viele %1 gibt es pro Monat?</translation>
    </message>
    <message>
        <source>How many %1 are there by %2?</source>
        <translation>Wie viele %1 gibt es je %2?</translation>
    </message>
    <message>
        <source>What does a typical row of %1 look like?</source>
        <translation>Wie sieht eine typische Zeile von %1 aus?</translation>
    </message>
    <message>
        <source>The file is not UTF-8 text.</source>
        <translation>Die Datei ist kein UTF-8-Text.</translation>
    </message>
    <message>
        <source>The file ends inside a quoted field.</source>
        <translation>Die Datei endet innerhalb eines Felds in Anführungszeichen.</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>Die Datei ist leer.</translation>
    </message>
    <message>
        <source>The first row must name the columns, with at least one called &quot;term&quot;.</source>
        <translation>Die erste Zeile muss die Spalten benennen, mindestens eine davon mit dem Namen „term“.</translation>
    </message>
    <message>
        <source>Row %1 has no term and was skipped.</source>
        <translation>Zeile %1 hat keinen Begriff und wurde übersprungen.</translation>
    </message>
    <message>
        <source>Line %1 has no term and was skipped.</source>
        <translation>Zeile %1 hat keinen Begriff und wurde übersprungen.</translation>
    </message>
    <message>
        <source>An embedding dimension must be positive.</source>
        <translation>Eine Einbettungsdimension muss positiv sein.</translation>
    </message>
    <message>
        <source>The vector index was not created.</source>
        <translation>Der Vektorindex wurde nicht angelegt.</translation>
    </message>
    <message>
        <source>Refused a vector from %1 in an index of %2: embeddings from different sources cannot be mixed.</source>
        <translation>Ein Vektor aus %1 wurde für einen Index aus %2 abgelehnt: Einbettungen aus verschiedenen Quellen lassen sich nicht mischen.</translation>
    </message>
    <message>
        <source>The vector index failed: %1</source>
        <translation>Der Vektorindex ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>The query vector comes from %1 but the index holds %2.</source>
        <translation>Der Abfragevektor stammt aus %1, der Index enthält aber %2.</translation>
    </message>
    <message>
        <source>Nothing to save.</source>
        <translation>Nichts zu speichern.</translation>
    </message>
    <message>
        <source>Cannot save the vector index: %1</source>
        <translation>Der Vektorindex kann nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Cannot move the vector index into place at %1.</source>
        <translation>Der Vektorindex kann nicht an seinen Platz unter %1 verschoben werden.</translation>
    </message>
    <message>
        <source>%1 has no description beside it.</source>
        <translation>Neben %1 liegt keine Beschreibung.</translation>
    </message>
    <message>
        <source>%1 is not an Assay vector index.</source>
        <translation>%1 ist kein Assay-Vektorindex.</translation>
    </message>
    <message>
        <source>The vector index %1 is incomplete.</source>
        <translation>Der Vektorindex %1 ist unvollständig.</translation>
    </message>
    <message>
        <source>The vector index %1 is damaged: %2</source>
        <translation>Der Vektorindex %1 ist beschädigt: %2</translation>
    </message>
    <message>
        <source>No database is connected.</source>
        <translation>Es ist keine Datenbank verbunden.</translation>
    </message>
    <message>
        <source>A glossary entry needs a term.</source>
        <translation>Ein Glossareintrag braucht einen Begriff.</translation>
    </message>
    <message>
        <source>%1 is neither CSV nor Markdown (use a .csv or .md file).</source>
        <translation>%1 ist weder CSV noch Markdown (verwenden Sie eine .csv- oder .md-Datei).</translation>
    </message>
    <message>
        <source>No glossary entries were found in %1.</source>
        <translation>In %1 wurden keine Glossareinträge gefunden.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>An example needs both a question and its SQL.</source>
        <translation>Ein Beispiel braucht sowohl eine Frage als auch ihr SQL.</translation>
    </message>
    <message>
        <source>No language model is configured.</source>
        <translation>Es ist kein Sprachmodell eingerichtet.</translation>
    </message>
    <message>
        <source>Not sent to the model: %1 (it reads what this connection&apos;s privacy settings hide)</source>
        <translation>Nicht an das Modell gesendet: %1 (liest, was die Datenschutzeinstellungen dieser Verbindung verbergen)</translation>
    </message>
    <message>
        <source>No question for: %1 (%2)</source>
        <translation>Keine Frage zu: %1 (%2)</translation>
    </message>
    <message>
        <source>the answer had no question</source>
        <translation>die Antwort enthielt keine Frage</translation>
    </message>
    <message>
        <source>Embedding was cancelled.</source>
        <translation>Das Einbetten wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Knowledge about this database cannot be built: %1</source>
        <translation>Das Wissen über diese Datenbank kann nicht aufgebaut werden: %1</translation>
    </message>
    <message>
        <source>The stored knowledge could not be read (%1); it will be built again.</source>
        <translation>Das gespeicherte Wissen konnte nicht gelesen werden (%1); es wird neu aufgebaut.</translation>
    </message>
    <message>
        <source>Assay could not open its own connection to the database, so nothing was profiled.</source>
        <translation>Assay konnte keine eigene Verbindung zur Datenbank öffnen, daher wurde nichts profiliert.</translation>
    </message>
    <message>
        <source>Cannot open the knowledge store %1: %2</source>
        <translation>Der Wissensspeicher %1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>The knowledge store %1 is damaged: %2</source>
        <translation>Der Wissensspeicher %1 ist beschädigt: %2</translation>
    </message>
    <message>
        <source>The knowledge store is not open.</source>
        <translation>Der Wissensspeicher ist nicht geöffnet.</translation>
    </message>
    <message>
        <source>Rows could not be counted: %1</source>
        <translation>Die Zeilen konnten nicht gezählt werden: %1</translation>
    </message>
    <message>
        <source>Some columns could not be profiled: %1</source>
        <translation>Einige Spalten konnten nicht profiliert werden: %1</translation>
    </message>
    <message numerus="yes">
        <source>The model described %1 of %n columns of %2.</source>
        <translation>
            <numerusform>Das Modell hat %1 von %n Spalte von %2 beschrieben.</numerusform>
            <numerusform>Das Modell hat %1 von %n Spalten von %2 beschrieben.</numerusform>
        </translation>
    </message>
    <message>
        <source>The correction says nothing.</source>
        <translation>Die Korrektur sagt nichts aus.</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>%1 ~ %2 (same word)</source>
        <translation>%1 ~ %2 (dasselbe Wort)</translation>
    </message>
    <message>
        <source>%1 ~ %2 (abbreviated %3)</source>
        <translation>%1 ~ %2 (abgekürzt %3)</translation>
    </message>
    <message>
        <source>%1 ~ %2 (spelling)</source>
        <translation>%1 ~ %2 (Schreibweise)</translation>
    </message>
    <message>
        <source>%1 ~ %2 (WordNet synonym)</source>
        <translation>%1 ~ %2 (WordNet-Synonym)</translation>
    </message>
    <message>
        <source>%1 ~ %2 (WordNet derivation)</source>
        <translation>%1 ~ %2 (WordNet-Ableitung)</translation>
    </message>
    <message>
        <source>%1 ~ %2 (WordNet: a kind of %2)</source>
        <translation>%1 ~ %2 (WordNet: eine Art von %2)</translation>
    </message>
    <message>
        <source>%1 ~ %2 (WordNet: %2 is a kind of %1)</source>
        <translation>%1 ~ %2 (WordNet: %2 ist eine Art von %1)</translation>
    </message>
    <message>
        <source>%1 ~ %2 (WordNet: the same kind of thing)</source>
        <translation>%1 ~ %2 (WordNet: dieselbe Art von Ding)</translation>
    </message>
    <message>
        <source>WordNet is not installed (no %1); questions are matched to the schema by its own words only.</source>
        <translation>WordNet ist nicht installiert (kein %1); Fragen werden nur anhand der eigenen Wörter des Schemas zugeordnet.</translation>
    </message>
    <message>
        <source>The compiled WordNet is damaged.</source>
        <translation>Das kompilierte WordNet ist beschädigt.</translation>
    </message>
    <message>
        <source>WordNet&apos;s file %1 cannot be read: %2</source>
        <translation>Die WordNet-Datei %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Finding similar tables</source>
        <translation>Ähnliche Tabellen suchen</translation>
    </message>
    <message>
        <source>%1 ~ %2 (WordNet: one&apos;s definition uses the other)</source>
        <translation>%1 ~ %2 (WordNet: die Definition des einen verwendet das andere)</translation>
    </message>
    <message>
        <source>%1 refers to %2.</source>
        <translation>%1 verweist auf %2.</translation>
    </message>
    <message>
        <source>%1 does not refer to %2.</source>
        <translation>%1 verweist nicht auf %2.</translation>
    </message>
    <message>
        <source>The names say nothing: %1 does not name %2.</source>
        <translation>Die Namen sagen nichts: %1 nennt %2 nicht.</translation>
    </message>
    <message>
        <source>The name %1 abbreviates %2.</source>
        <translation>Der Name %1 kürzt %2 ab.</translation>
    </message>
    <message>
        <source>The name %1 says a row points at another row of its own table.</source>
        <translation>Der Name %1 sagt, dass eine Zeile auf eine andere Zeile derselben Tabelle verweist.</translation>
    </message>
    <message>
        <source>The name %1 ends with the name of %2.</source>
        <translation>Der Name %1 endet mit dem Namen von %2.</translation>
    </message>
    <message>
        <source>The name %1 has the words of the key %2.</source>
        <translation>Der Name %1 enthält die Wörter des Schlüssels %2.</translation>
    </message>
    <message>
        <source>The name %1 names the table %2.</source>
        <translation>Der Name %1 nennt die Tabelle %2.</translation>
    </message>
    <message>
        <source>%1 has the same name as the key it refers to.</source>
        <translation>%1 heißt wie der Schlüssel, auf den es verweist.</translation>
    </message>
    <message>
        <source>Declared, but the table %1 is not in this database: the key joins nothing here.</source>
        <translation>Deklariert, aber die Tabelle %1 fehlt in dieser Datenbank: Der Schlüssel verbindet hier nichts.</translation>
    </message>
    <message>
        <source>%1 holds no values to check: only the names suggest it.</source>
        <translation>%1 enthält keine Werte zum Prüfen: Nur die Namen legen es nahe.</translation>
    </message>
    <message numerus="yes">
        <source>Every one of the %n distinct values of %1 checked is in %2.</source>
        <translation>
            <numerusform>Der eine geprüfte Wert von %1 ist in %2.</numerusform>
            <numerusform>Alle %n geprüften verschiedenen Werte von %1 sind in %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1% of the %n distinct values of %2 checked are in %3.</source>
        <translation>
            <numerusform>%1 % des einen geprüften Werts von %2 ist in %3.</numerusform>
            <numerusform>%1 % der %n geprüften verschiedenen Werte von %2 sind in %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>(They come from a sample of the table.)</source>
        <translation>(Sie stammen aus einer Stichprobe der Tabelle.)</translation>
    </message>
    <message>
        <source>They match only with spaces trimmed: a join on them as stored finds nothing.</source>
        <translation>Sie stimmen nur ohne umgebende Leerzeichen überein: Ein Join auf die gespeicherten Werte findet nichts.</translation>
    </message>
    <message>
        <source>Numbers and text were compared as text (&apos;42&apos; = 42).</source>
        <translation>Zahlen und Text wurden als Text verglichen (&apos;42&apos; = 42).</translation>
    </message>
    <message>
        <source>%1 is the declared primary key of %2.</source>
        <translation>%1 ist der deklarierte Primärschlüssel von %2.</translation>
    </message>
    <message>
        <source>%1 is unique and never empty.</source>
        <translation>%1 ist eindeutig und nie leer.</translation>
    </message>
    <message>
        <source>%1 is unique and never empty in the rows sampled.</source>
        <translation>%1 ist in den Stichprobenzeilen eindeutig und nie leer.</translation>
    </message>
    <message>
        <source>The references use %1% of the values of %2.</source>
        <translation>Die Verweise nutzen %1 % der Werte von %2.</translation>
    </message>
    <message>
        <source>The values sit in a narrow part of %1&apos;s range, unlike references spread over it: this may be a coincidence.</source>
        <translation>Die Werte liegen in einem schmalen Teil des Bereichs von %1, anders als über ihn verteilte Verweise: Das kann Zufall sein.</translation>
    </message>
    <message>
        <source>The key&apos;s values are sparse in their range, so containment by chance is unlikely.</source>
        <translation>Die Werte des Schlüssels liegen dünn in ihrem Bereich, daher ist ein zufälliges Enthaltensein unwahrscheinlich.</translation>
    </message>
    <message>
        <source>Its declared key points at %1, which is not in this database.</source>
        <translation>Sein deklarierter Schlüssel verweist auf %1, das in dieser Datenbank fehlt.</translation>
    </message>
    <message numerus="yes">
        <source>The values are also all found in %n other key(s).</source>
        <translation>
            <numerusform>Die Werte finden sich auch alle in einem anderen Schlüssel.</numerusform>
            <numerusform>Die Werte finden sich auch alle in %n anderen Schlüsseln.</numerusform>
        </translation>
    </message>
    <message>
        <source>Finding relationships in the data</source>
        <translation>Beziehungen in den Daten finden</translation>
    </message>
    <message>
        <source>A relationship needs a column (or columns) on each side, as many on one as on the other.</source>
        <translation>Eine Beziehung braucht auf jeder Seite eine Spalte (oder Spalten), gleich viele auf beiden Seiten.</translation>
    </message>
    <message>
        <source>A declared foreign key is part of the database&apos;s own definition: it cannot be rejected here.</source>
        <translation>Ein deklarierter Fremdschlüssel gehört zur Definition der Datenbank selbst: Er kann hier nicht abgelehnt werden.</translation>
    </message>
    <message numerus="yes">
        <source>Finding relationships in the data stopped at its time budget (%n s): %1 of %2 candidate links were checked; what was found is kept.</source>
        <translation>
            <numerusform>Die Suche nach Beziehungen in den Daten hat ihr Zeitbudget (%n s) ausgeschöpft: %1 von %2 möglichen Verknüpfungen wurden geprüft; das Gefundene bleibt erhalten.</numerusform>
            <numerusform>Die Suche nach Beziehungen in den Daten hat ihr Zeitbudget (%n s) ausgeschöpft: %1 von %2 möglichen Verknüpfungen wurden geprüft; das Gefundene bleibt erhalten.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Assay::Llm</name>
    <message>
        <source>The model gave an empty answer.</source>
        <translation>Das Modell hat eine leere Antwort gegeben.</translation>
    </message>
    <message>
        <source>The model&apos;s answer has JSON that does not parse (it may have been cut off).</source>
        <translation>Die Antwort des Modells enthält JSON, das sich nicht parsen lässt (sie wurde vielleicht abgeschnitten).</translation>
    </message>
    <message>
        <source>The model&apos;s answer has no JSON object.</source>
        <translation>Die Antwort des Modells enthält kein JSON-Objekt.</translation>
    </message>
    <message>
        <source>The provider reported an error: %1.</source>
        <translation>Der Anbieter hat einen Fehler gemeldet: %1.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>The answer has no content.</source>
        <translation>Die Antwort hat keinen Inhalt.</translation>
    </message>
    <message>
        <source>The answer has no model list.</source>
        <translation>Die Antwort enthält keine Modellliste.</translation>
    </message>
    <message>
        <source>The connection broke before the answer arrived.</source>
        <translation>Die Verbindung brach ab, bevor die Antwort ankam.</translation>
    </message>
    <message>
        <source>The connection broke in the middle of the answer.</source>
        <translation>Die Verbindung brach mitten in der Antwort ab.</translation>
    </message>
    <message>
        <source>The model answered with no text.</source>
        <translation>Das Modell hat ohne Text geantwortet.</translation>
    </message>
    <message>
        <source>The connection broke before the embeddings arrived.</source>
        <translation>Die Verbindung brach ab, bevor die Einbettungen ankamen.</translation>
    </message>
    <message>
        <source>Asked for %1 embeddings, got %2.</source>
        <translation>%1 Einbettungen angefordert, %2 erhalten.</translation>
    </message>
    <message>
        <source>Cannot compare a %1 vector with a %2 vector.</source>
        <translation>Ein %1-Vektor kann nicht mit einem %2-Vektor verglichen werden.</translation>
    </message>
    <message>
        <source>Not configured</source>
        <translation>Nicht eingerichtet</translation>
    </message>
    <message>
        <source>Network error</source>
        <translation>Netzwerkfehler</translation>
    </message>
    <message>
        <source>Timed out</source>
        <translation>Zeitüberschreitung</translation>
    </message>
    <message>
        <source>Rate limited</source>
        <translation>Ratenbegrenzt</translation>
    </message>
    <message>
        <source>Server error</source>
        <translation>Serverfehler</translation>
    </message>
    <message>
        <source>Authentication failed</source>
        <translation>Anmeldung fehlgeschlagen</translation>
    </message>
    <message>
        <source>Request refused</source>
        <translation>Anfrage abgelehnt</translation>
    </message>
    <message>
        <source>Unreadable answer</source>
        <translation>Unlesbare Antwort</translation>
    </message>
    <message>
        <source>Answer cut off</source>
        <translation>Antwort abgeschnitten</translation>
    </message>
    <message>
        <source>Empty answer</source>
        <translation>Leere Antwort</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>Embedding sources differ</source>
        <translation>Einbettungsquellen unterscheiden sich</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>There is no API key for %1. Enter it in Settings → Language Models.</source>
        <translation>Für %1 gibt es keinen API-Schlüssel. Geben Sie ihn unter Einstellungen → Sprachmodelle ein.</translation>
    </message>
    <message>
        <source>%1 has no embedding model set.</source>
        <translation>Für %1 ist kein Einbettungsmodell festgelegt.</translation>
    </message>
    <message>
        <source>A chat needs at least one message.</source>
        <translation>Ein Chat braucht mindestens eine Nachricht.</translation>
    </message>
    <message>
        <source>The request was cancelled.</source>
        <translation>Die Anfrage wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Not sent: the request was declined in the preview.</source>
        <translation>Nicht gesendet: Die Anfrage wurde in der Vorschau abgelehnt.</translation>
    </message>
    <message numerus="yes">
        <source>Connected in %1 ms: %n model(s) listed.</source>
        <translation>
            <numerusform>Verbunden in %1 ms: %n Modell aufgelistet.</numerusform>
            <numerusform>Verbunden in %1 ms: %n Modelle aufgelistet.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is available.</source>
        <translation>%1 ist verfügbar.</translation>
    </message>
    <message>
        <source>%1 is not among them.</source>
        <translation>%1 ist nicht darunter.</translation>
    </message>
    <message>
        <source>Reasoning</source>
        <translation>Schlussfolgern</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Embeddings</source>
        <translation>Einbettungen</translation>
    </message>
    <message>
        <source>The connection broke before the model list arrived.</source>
        <translation>Die Verbindung brach ab, bevor die Modellliste ankam.</translation>
    </message>
    <message>
        <source>The provider reported an error in the middle of the answer.</source>
        <translation>Der Anbieter hat mitten in der Antwort einen Fehler gemeldet.</translation>
    </message>
    <message>
        <source>The answer has no choices.</source>
        <translation>Die Antwort enthält keine Antwortoptionen (choices).</translation>
    </message>
    <message>
        <source>A streamed chunk is not valid JSON.</source>
        <translation>Ein gestreamter Block ist kein gültiges JSON.</translation>
    </message>
    <message>
        <source>The embeddings in the answer are malformed.</source>
        <translation>Die Einbettungen in der Antwort sind fehlerhaft.</translation>
    </message>
    <message>
        <source>The answer holds no embeddings.</source>
        <translation>Die Antwort enthält keine Einbettungen.</translation>
    </message>
    <message>
        <source>The prompt %1 is missing from the resources.</source>
        <translation>Der Prompt %1 fehlt in den Ressourcen.</translation>
    </message>
    <message>
        <source>This provider does not make embeddings.</source>
        <translation>Dieser Anbieter erzeugt keine Einbettungen.</translation>
    </message>
    <message>
        <source>The provider&apos;s answer is not valid JSON.</source>
        <translation>Die Antwort des Anbieters ist kein gültiges JSON.</translation>
    </message>
    <message>
        <source>The provider refused the API key.</source>
        <translation>Der Anbieter hat den API-Schlüssel abgelehnt.</translation>
    </message>
    <message>
        <source>The provider asked Assay to slow down.</source>
        <translation>Der Anbieter hat Assay gebeten, weniger Anfragen zu senden.</translation>
    </message>
    <message>
        <source>The provider timed out.</source>
        <translation>Beim Anbieter kam es zu einer Zeitüberschreitung.</translation>
    </message>
    <message>
        <source>The provider had an internal problem.</source>
        <translation>Beim Anbieter ist ein interner Fehler aufgetreten.</translation>
    </message>
    <message>
        <source>The provider refused the request.</source>
        <translation>Der Anbieter hat die Anfrage abgelehnt.</translation>
    </message>
    <message>
        <source>OpenAI-compatible (OpenAI, vLLM, llama.cpp, LM Studio)</source>
        <translation>OpenAI-kompatibel (OpenAI, vLLM, llama.cpp, LM Studio)</translation>
    </message>
    <message>
        <source>Azure OpenAI</source>
        <translation>Azure OpenAI</translation>
    </message>
    <message>
        <source>Anthropic</source>
        <translation>Anthropic</translation>
    </message>
    <message>
        <source>Ollama</source>
        <translation>Ollama</translation>
    </message>
    <message>
        <source>Give the provider a name.</source>
        <translation>Geben Sie dem Anbieter einen Namen.</translation>
    </message>
    <message>
        <source>The base URL must start with http:// or https:// and name a host.</source>
        <translation>Die Basis-URL muss mit http:// oder https:// beginnen und einen Host nennen.</translation>
    </message>
    <message>
        <source>Azure needs the name of the chat deployment.</source>
        <translation>Azure braucht den Namen der Chat-Bereitstellung.</translation>
    </message>
    <message>
        <source>Choose a model.</source>
        <translation>Wählen Sie ein Modell.</translation>
    </message>
    <message>
        <source>1 second</source>
        <translation>1 Sekunde</translation>
    </message>
    <message numerus="yes">
        <source>%n seconds</source>
        <translation>
            <numerusform>%n Sekunde</numerusform>
            <numerusform>%n Sekunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minutes</source>
        <translation>
            <numerusform>%n Minute</numerusform>
            <numerusform>%n Minuten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hours</source>
        <translation>
            <numerusform>%n Stunde</numerusform>
            <numerusform>%n Stunden</numerusform>
        </translation>
    </message>
    <message>
        <source>The provider asked Assay to wait %1 before the next request; try again after %2.</source>
        <translation>Der Anbieter hat Assay gebeten, vor der nächsten Anfrage %1 zu warten; versuchen Sie es ab %2 erneut.</translation>
    </message>
    <message>
        <source>Cannot open the usage ledger %1.</source>
        <translation>Das Nutzungsprotokoll %1 kann nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>A vector without a recorded source cannot be stored.</source>
        <translation>Ein Vektor ohne erfasste Quelle kann nicht gespeichert werden.</translation>
    </message>
    <message>
        <source>This index holds %1 vectors; a %2 vector cannot be mixed in. Rebuild the index to switch embedding source.</source>
        <translation>Dieser Index enthält %1-Vektoren; ein %2-Vektor kann nicht hinzugemischt werden. Bauen Sie den Index neu auf, um die Einbettungsquelle zu wechseln.</translation>
    </message>
    <message>
        <source>Expected %1 dimensions, got %2.</source>
        <translation>%1 Dimensionen erwartet, %2 erhalten.</translation>
    </message>
    <message>
        <source>The model stopped while still thinking; nothing came after its reasoning.</source>
        <translation>Das Modell hat noch beim Nachdenken aufgehört; nach seinen Überlegungen kam nichts mehr.</translation>
    </message>
    <message>
        <source>The connection closed before the model finished its answer.</source>
        <translation>Die Verbindung wurde geschlossen, bevor das Modell seine Antwort beendet hat.</translation>
    </message>
    <message>
        <source>The model spent its whole token budget thinking and wrote no answer.</source>
        <translation>Das Modell hat sein gesamtes Token-Budget zum Nachdenken verbraucht und keine Antwort geschrieben.</translation>
    </message>
    <message>
        <source>The token budget ran out before the model wrote any text.</source>
        <translation>Das Token-Budget war aufgebraucht, bevor das Modell Text geschrieben hat.</translation>
    </message>
    <message>
        <source>This model does not take the “%1” setting. Set it under Advanced in Settings → Language Models, or choose another model.</source>
        <translation>Dieses Modell akzeptiert die Einstellung „%1“ nicht. Legen Sie sie unter „Erweitert“ in Einstellungen → Sprachmodelle fest, oder wählen Sie ein anderes Modell.</translation>
    </message>
    <message>
        <source>The question&apos;s context is larger than the model&apos;s window: choose a model with a larger context, or ask about fewer tables.</source>
        <translation>Der Kontext der Frage ist größer als das Fenster des Modells: Wählen Sie ein Modell mit größerem Kontext, oder fragen Sie nach weniger Tabellen.</translation>
    </message>
    <message>
        <source>This request is larger than the account may send per minute; it would fail again. Raise the limit with the provider or choose a model with a higher limit.</source>
        <translation>Diese Anfrage ist größer, als das Konto pro Minute senden darf; sie würde erneut fehlschlagen. Erhöhen Sie das Limit beim Anbieter, oder wählen Sie ein Modell mit höherem Limit.</translation>
    </message>
    <message>
        <source>The account has no quota left. Check the plan and billing on the provider&apos;s site; Assay does not retry this.</source>
        <translation>Das Konto hat kein Kontingent mehr. Prüfen Sie Tarif und Abrechnung auf der Website des Anbieters; Assay wiederholt dies nicht.</translation>
    </message>
    <message>
        <source>The account has no credit. Add credit or set up billing on the provider&apos;s site.</source>
        <translation>Das Konto hat kein Guthaben. Laden Sie Guthaben auf oder richten Sie die Abrechnung auf der Website des Anbieters ein.</translation>
    </message>
    <message>
        <source>Check the model (or deployment) name in Settings → Language Models; List Models shows what the server offers. A local Ollama model must be pulled first (ollama pull).</source>
        <translation>Prüfen Sie den Namen des Modells (oder der Bereitstellung) in Einstellungen → Sprachmodelle; „Modelle auflisten“ zeigt, was der Server anbietet. Ein lokales Ollama-Modell muss zuerst geladen werden (ollama pull).</translation>
    </message>
    <message>
        <source>The provider is overloaded; try again in a few minutes.</source>
        <translation>Der Anbieter ist überlastet; versuchen Sie es in ein paar Minuten erneut.</translation>
    </message>
    <message>
        <source>The model used its whole token budget thinking before it answered. Choose a lower reasoning effort under Advanced, or a model that does not reason.</source>
        <translation>Das Modell hat sein gesamtes Token-Budget zum Nachdenken verbraucht, bevor es geantwortet hat. Wählen Sie unter „Erweitert“ einen geringeren Denkaufwand oder ein Modell, das nicht schlussfolgert.</translation>
    </message>
    <message>
        <source>The model stopped while still thinking aloud. Ask again, or choose a model that does not think aloud.</source>
        <translation>Das Modell hat aufgehört, während es noch laut nachdachte. Fragen Sie erneut, oder wählen Sie ein Modell, das nicht laut nachdenkt.</translation>
    </message>
    <message>
        <source>Check the API key in Settings → Language Models.</source>
        <translation>Prüfen Sie den API-Schlüssel in Einstellungen → Sprachmodelle.</translation>
    </message>
    <message>
        <source>Check the base URL and that the server is running.</source>
        <translation>Prüfen Sie die Basis-URL und ob der Server läuft.</translation>
    </message>
    <message>
        <source>The provider said: “%1”</source>
        <translation>Der Anbieter meldete: „%1“</translation>
    </message>
    <message>
        <source>No language model is chosen for the role “%1”. Choose one in Settings → Language Models.</source>
        <translation>Für die Rolle „%1“ ist kein Sprachmodell gewählt. Wählen Sie eines in Einstellungen → Sprachmodelle.</translation>
    </message>
    <message>
        <source>Connected (the server does not list models).</source>
        <translation>Verbunden (der Server listet keine Modelle auf).</translation>
    </message>
    <message>
        <source>But the model did not answer a test request: %1</source>
        <translation>Aber das Modell hat auf eine Testanfrage nicht geantwortet: %1</translation>
    </message>
    <message>
        <source>%1 answered a test request in %2 ms.</source>
        <translation>%1 hat eine Testanfrage in %2 ms beantwortet.</translation>
    </message>
    <message>
        <source>For this model Assay %1.</source>
        <translation>Für dieses Modell gilt: Assay %1.</translation>
    </message>
    <message>
        <source>sends no temperature</source>
        <translation>sendet keine Temperatur</translation>
    </message>
    <message>
        <source>sends max_completion_tokens instead of max_tokens</source>
        <translation>sendet max_completion_tokens statt max_tokens</translation>
    </message>
    <message>
        <source>sends max_tokens instead of max_completion_tokens</source>
        <translation>sendet max_tokens statt max_completion_tokens</translation>
    </message>
    <message>
        <source>sends no reasoning effort</source>
        <translation>sendet keinen Denkaufwand</translation>
    </message>
    <message>
        <source>asks for JSON with a schema instead of JSON mode</source>
        <translation>fordert JSON mit einem Schema statt des JSON-Modus an</translation>
    </message>
    <message>
        <source>asks for JSON in the prompt only</source>
        <translation>fordert JSON nur im Prompt an</translation>
    </message>
    <message>
        <source>does not ask for usage in streams</source>
        <translation>fordert in Streams keine Nutzungsdaten an</translation>
    </message>
    <message>
        <source>English</source>
        <comment>The name, in English, of the language of this translation, for a prompt that tells the model which language to write in: German, Simplified Chinese</comment>
        <translation>German</translation>
    </message>
    <message>
        <source>The account&apos;s quota is used up.</source>
        <translation>Das Kontingent des Kontos ist aufgebraucht.</translation>
    </message>
    <message>
        <source>The provider refused the request for billing reasons.</source>
        <translation>Der Anbieter hat die Anfrage aus Abrechnungsgründen abgelehnt.</translation>
    </message>
    <message>
        <source>The request is larger than the provider accepts.</source>
        <translation>Die Anfrage ist größer, als der Anbieter akzeptiert.</translation>
    </message>
    <message>
        <source>The prompt is longer than the model&apos;s context window.</source>
        <translation>Der Prompt ist länger als das Kontextfenster des Modells.</translation>
    </message>
    <message>
        <source>The API version is too old for this model.</source>
        <translation>Die API-Version ist für dieses Modell zu alt.</translation>
    </message>
    <message>
        <source>The provider does not know this model.</source>
        <translation>Der Anbieter kennt dieses Modell nicht.</translation>
    </message>
    <message>
        <source>The provider does not know the model “%1”.</source>
        <translation>Der Anbieter kennt das Modell „%1“ nicht.</translation>
    </message>
    <message>
        <source>The provider is overloaded.</source>
        <translation>Der Anbieter ist überlastet.</translation>
    </message>
    <message>
        <source>The model refused the request field “%1”.</source>
        <translation>Das Modell hat das Anfragefeld „%1“ abgelehnt.</translation>
    </message>
    <message>
        <source>The server cut the prompt to fit the model&apos;s context window (it read %1 of about %2 tokens), so the answer was not used.</source>
        <translation>Der Server hat den Prompt gekürzt, damit er ins Kontextfenster des Modells passt (er las %1 von etwa %2 Tokens); die Antwort wurde daher nicht verwendet.</translation>
    </message>
    <message>
        <source>Set the API version to v1 (or a dated one from 2025-04-01-preview on) in Settings → Language Models.</source>
        <translation>Setzen Sie die API-Version unter Einstellungen → Sprachmodelle auf v1 (oder eine datierte ab 2025-04-01-preview).</translation>
    </message>
    <message>
        <source>The model used its whole token budget before it wrote any text. Choose a lower reasoning effort under Advanced, or another model.</source>
        <translation>Das Modell hat sein ganzes Token-Budget verbraucht, bevor es Text geschrieben hat. Wählen Sie unter „Erweitert“ einen geringeren Denkaufwand oder ein anderes Modell.</translation>
    </message>
    <message>
        <source>The key works, but this account may not use this model. Choose another model in Settings → Language Models (List Models shows them), or ask the account&apos;s owner for access.</source>
        <translation>Der Schlüssel funktioniert, aber dieses Konto darf dieses Modell nicht verwenden. Wählen Sie ein anderes Modell unter Einstellungen → Sprachmodelle („Modelle auflisten“ zeigt sie) oder bitten Sie den Kontoinhaber um Zugang.</translation>
    </message>
    <message>
        <source>Choose a current model in Settings → Language Models.</source>
        <translation>Wählen Sie ein aktuelles Modell unter Einstellungen → Sprachmodelle.</translation>
    </message>
    <message>
        <source>Raise the context window under Advanced in Settings → Language Models, or choose a model with a larger one.</source>
        <translation>Vergrößern Sie das Kontextfenster unter „Erweitert“ in Einstellungen → Sprachmodelle oder wählen Sie ein Modell mit einem größeren.</translation>
    </message>
    <message>
        <source>waits for whole answers (the provider does not stream this model)</source>
        <translation>wartet auf ganze Antworten (der Anbieter streamt dieses Modell nicht)</translation>
    </message>
    <message>
        <source>gave the model more room to think</source>
        <translation>gab dem Modell mehr Raum zum Nachdenken</translation>
    </message>
    <message>
        <source>%1 shuts down on %2: choose another model before then.</source>
        <translation>%1 wird am %2 abgeschaltet: Wählen Sie vorher ein anderes Modell.</translation>
    </message>
    <message>
        <source>%1 shuts down on %2: move to %3 before then.</source>
        <translation>%1 wird am %2 abgeschaltet: Wechseln Sie vorher zu %3.</translation>
    </message>
    <message>
        <source>%1 was shut down on %2 and no longer answers: choose a current model.</source>
        <translation>%1 wurde am %2 abgeschaltet und antwortet nicht mehr: Wählen Sie ein aktuelles Modell.</translation>
    </message>
    <message>
        <source>%1 was shut down on %2 and no longer answers: choose %3 instead.</source>
        <translation>%1 wurde am %2 abgeschaltet und antwortet nicht mehr: Wählen Sie stattdessen %3.</translation>
    </message>
    <message>
        <source>The connection broke before the model&apos;s details arrived.</source>
        <translation>Die Verbindung brach ab, bevor die Angaben zum Modell ankamen.</translation>
    </message>
    <message>
        <source>The server at %1 answered with a web page, not the model API. Check the base URL in Settings → Language Models (for OpenAI-compatible servers it usually ends in /v1).</source>
        <translation>Der Server unter %1 hat mit einer Webseite geantwortet, nicht mit der Modell-API. Prüfen Sie die Basis-URL unter Einstellungen → Sprachmodelle (bei OpenAI-kompatiblen Servern endet sie meist auf /v1).</translation>
    </message>
    <message>
        <source>a web page instead of the API&apos;s answer</source>
        <translation>eine Webseite statt der Antwort der API</translation>
    </message>
    <message>
        <source>a web page (“%1”) instead of the API&apos;s answer</source>
        <translation>eine Webseite („%1“) statt der Antwort der API</translation>
    </message>
    <message>
        <source>This API key may not use this model.</source>
        <translation>Dieser API-Schlüssel darf dieses Modell nicht verwenden.</translation>
    </message>
    <message>
        <source>This API key may not use the model “%1”.</source>
        <translation>Dieser API-Schlüssel darf das Modell „%1“ nicht verwenden.</translation>
    </message>
    <message>
        <source>The server cut the prompt to fit the model&apos;s context window.</source>
        <translation>Der Server hat den Prompt gekürzt, damit er ins Kontextfenster des Modells passt.</translation>
    </message>
    <message>
        <source>The model has been shut down.</source>
        <translation>Das Modell wurde abgeschaltet.</translation>
    </message>
    <message>
        <source>The model “%1” has been shut down.</source>
        <translation>Das Modell „%1“ wurde abgeschaltet.</translation>
    </message>
    <message>
        <source>The model “%1” was shut down on %2.</source>
        <translation>Das Modell „%1“ wurde am %2 abgeschaltet.</translation>
    </message>
    <message>
        <source>Its replacement is %1.</source>
        <translation>Sein Nachfolger ist %1.</translation>
    </message>
    <message>
        <source>The answer has no output.</source>
        <translation>Die Antwort enthält keine Ausgabe.</translation>
    </message>
</context>
<context>
    <name>Assay::Notebook</name>
    <message>
        <source>idle</source>
        <translation>bereit</translation>
    </message>
    <message>
        <source>queued</source>
        <translation>wartet</translation>
    </message>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>stale</source>
        <translation>veraltet</translation>
    </message>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>unknown cell kind &quot;%1&quot;</source>
        <translation>unbekannte Zellenart „%1“</translation>
    </message>
    <message>
        <source>a cell has no id</source>
        <translation>eine Zelle hat keine ID</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid cell name: use letters, digits and underscores, starting with a letter, and not a SQL keyword.</source>
        <translation>„%1“ ist kein gültiger Zellenname: Verwenden Sie Buchstaben, Ziffern und Unterstriche, beginnend mit einem Buchstaben, und kein SQL-Schlüsselwort.</translation>
    </message>
    <message>
        <source>The name %1 is used by more than one cell; rename one of them.</source>
        <translation>Der Name %1 wird von mehr als einer Zelle verwendet; benennen Sie eine davon um.</translation>
    </message>
    <message>
        <source>Cell %1 has the name of the table it reads; rename it.</source>
        <translation>Die Zelle %1 trägt den Namen der Tabelle, die sie liest; benennen Sie sie um.</translation>
    </message>
    <message>
        <source>These cells read each other in a circle: %1.</source>
        <translation>Diese Zellen lesen einander im Kreis: %1.</translation>
    </message>
    <message>
        <source>The cell this insight described has been deleted.</source>
        <translation>Die Zelle, die diese Erkenntnis beschrieb, wurde gelöscht.</translation>
    </message>
    <message>
        <source>Choose the cell whose result this chart shows.</source>
        <translation>Wählen Sie die Zelle, deren Ergebnis dieses Diagramm zeigt.</translation>
    </message>
    <message>
        <source>The cell this chart showed has been deleted.</source>
        <translation>Die Zelle, die dieses Diagramm zeigte, wurde gelöscht.</translation>
    </message>
    <message>
        <source>A chart can only show the result of a SQL cell.</source>
        <translation>Ein Diagramm kann nur das Ergebnis einer SQL-Zelle zeigen.</translation>
    </message>
    <message>
        <source>%1 is defined by more than one cell.</source>
        <translation>%1 wird von mehr als einer Zelle definiert.</translation>
    </message>
    <message>
        <source>No cell is named %1.</source>
        <translation>Keine Zelle heißt %1.</translation>
    </message>
    <message>
        <source>%1 is neither a cell nor a table in this database.</source>
        <translation>%1 ist weder eine Zelle noch eine Tabelle in dieser Datenbank.</translation>
    </message>
    <message>
        <source>The SQL is incomplete (an open quote, comment or parenthesis); dependencies follow the last version that parsed.</source>
        <translation>Das SQL ist unvollständig (ein offenes Anführungszeichen, ein Kommentar oder eine Klammer); die Abhängigkeiten folgen der letzten Version, die sich parsen ließ.</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>Die Datei ist leer.</translation>
    </message>
    <message>
        <source>The file is not valid JSON (%1 at byte %2); it may be truncated or damaged.</source>
        <translation>Die Datei ist kein gültiges JSON (%1 bei Byte %2); sie ist vielleicht abgeschnitten oder beschädigt.</translation>
    </message>
    <message>
        <source>The file is not an Assay notebook.</source>
        <translation>Die Datei ist kein Assay-Notizbuch.</translation>
    </message>
    <message>
        <source>The file is not an Assay notebook (no &quot;format&quot;: &quot;%1&quot;).</source>
        <translation>Die Datei ist kein Assay-Notizbuch (kein &quot;format&quot;: &quot;%1&quot;).</translation>
    </message>
    <message>
        <source>The notebook has no valid format version.</source>
        <translation>Das Notizbuch hat keine gültige Formatversion.</translation>
    </message>
    <message>
        <source>The notebook was written by a newer Assay (format %1; this version reads up to %2). Update Assay to open it; the file was not changed.</source>
        <translation>Das Notizbuch wurde von einem neueren Assay geschrieben (Format %1; diese Version liest bis %2). Aktualisieren Sie Assay, um es zu öffnen; die Datei wurde nicht geändert.</translation>
    </message>
    <message>
        <source>The notebook has no list of cells.</source>
        <translation>Das Notizbuch hat keine Liste von Zellen.</translation>
    </message>
    <message>
        <source>Cell %1 is not an object.</source>
        <translation>Zelle %1 ist kein Objekt.</translation>
    </message>
    <message>
        <source>Cell %1: %2.</source>
        <translation>Zelle %1: %2.</translation>
    </message>
    <message>
        <source>Two cells share the id %1.</source>
        <translation>Zwei Zellen teilen sich die ID %1.</translation>
    </message>
    <message>
        <source>Cell %1 has no name.</source>
        <translation>Zelle %1 hat keinen Namen.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Cannot create the recovery folder %1.</source>
        <translation>Der Wiederherstellungsordner %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Not a recovery file.</source>
        <translation>Keine Wiederherstellungsdatei.</translation>
    </message>
    <message>
        <source>Cell %1 is empty.</source>
        <translation>Zelle %1 ist leer.</translation>
    </message>
    <message>
        <source>Cell %1 holds %2 statements; a cell that other cells read must be a single query.</source>
        <translation>Zelle %1 enthält %2 Anweisungen; eine Zelle, die andere Zellen lesen, muss eine einzelne Abfrage sein.</translation>
    </message>
    <message>
        <source>Cell %1 is not a query (it begins with %2), so other cells cannot read it.</source>
        <translation>Zelle %1 ist keine Abfrage (sie beginnt mit %2), daher können andere Zellen sie nicht lesen.</translation>
    </message>
    <message>
        <source>Only SQL cells run a query.</source>
        <translation>Nur SQL-Zellen führen eine Abfrage aus.</translation>
    </message>
    <message>
        <source>Cell %1, which this cell reads, has a problem: %2</source>
        <translation>Zelle %1, die diese Zelle liest, hat ein Problem: %2</translation>
    </message>
    <message>
        <source>Not a chart cell.</source>
        <translation>Keine Diagrammzelle.</translation>
    </message>
    <message>
        <source>Run %1 first: the chart needs to know its columns.</source>
        <translation>Führen Sie zuerst %1 aus: Das Diagramm muss seine Spalten kennen.</translation>
    </message>
    <message>
        <source>The choices of %1 cannot depend on its own value (:%2).</source>
        <translation>Die Auswahlwerte von %1 können nicht von seinem eigenen Wert abhängen (:%2).</translation>
    </message>
    <message>
        <source>:%1 reads a parameter, but %1 is a SQL cell; write FROM %1 to read its rows.</source>
        <translation>:%1 liest einen Parameter, aber %1 ist eine SQL-Zelle; schreiben Sie FROM %1, um ihre Zeilen zu lesen.</translation>
    </message>
    <message>
        <source>No parameter cell defines %1: add one, or give the value when running headless (--param %2=VALUE).</source>
        <translation>Keine Parameterzelle legt %1 fest: Fügen Sie eine hinzu oder geben Sie den Wert beim Ausführen ohne Fenster an (--param %2=WERT).</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Zahl</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Date range</source>
        <translation>Datumsbereich</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Auswahl</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number (write it as 1234.5)</source>
        <translation>&quot;%1&quot; ist keine Zahl (schreiben Sie sie als 1234.5)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a date (write it as 2025-01-31)</source>
        <translation>&quot;%1&quot; ist kein Datum (schreiben Sie es als 2025-01-31)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a date range (write it as 2025-01-01..2025-03-31)</source>
        <translation>&quot;%1&quot; ist kein Datumsbereich (schreiben Sie ihn als 2025-01-01..2025-03-31)</translation>
    </message>
    <message>
        <source>it has no value</source>
        <translation>er hat keinen Wert</translation>
    </message>
    <message>
        <source>a date range needs a start and an end</source>
        <translation>ein Datumsbereich braucht einen Anfang und ein Ende</translation>
    </message>
    <message>
        <source>the range starts (%1) after it ends (%2)</source>
        <translation>der Bereich beginnt (%1) nach seinem Ende (%2)</translation>
    </message>
    <message>
        <source>no value is chosen; choose at least one</source>
        <translation>kein Wert ist ausgewählt; wählen Sie mindestens einen</translation>
    </message>
    <message>
        <source>it takes one value, not %1</source>
        <translation>er nimmt einen Wert, nicht %1</translation>
    </message>
    <message>
        <source>it holds %1 values; at most %2 can be bound</source>
        <translation>er enthält %1 Werte; höchstens %2 können gebunden werden</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of its choices (%2)</source>
        <translation>&quot;%1&quot; ist keiner seiner Auswahlwerte (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 und %n weiterer</numerusform>
            <numerusform>%1 und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>parameter %1 is given twice</source>
        <translation>Parameter %1 ist zweimal angegeben</translation>
    </message>
    <message>
        <source>%1 is a SQL cell, not a parameter</source>
        <translation>%1 ist eine SQL-Zelle, kein Parameter</translation>
    </message>
    <message>
        <source>no cell uses parameter %1</source>
        <translation>keine Zelle verwendet den Parameter %1</translation>
    </message>
    <message>
        <source>parameter %1 (%2): %3</source>
        <translation>Parameter %1 (%2): %3</translation>
    </message>
    <message>
        <source>no cell uses a parameter called %1</source>
        <translation>keine Zelle verwendet einen Parameter namens %1</translation>
    </message>
    <message>
        <source>no cell uses a parameter called %1; the notebook&apos;s parameters are: %2</source>
        <translation>keine Zelle verwendet einen Parameter namens %1; die Parameter des Notebooks sind: %2</translation>
    </message>
    <message>
        <source>cell %1 reads :%2, which no parameter cell defines; give it a value (--param %2=VALUE)</source>
        <translation>Zelle %1 liest :%2, das keine Parameterzelle festlegt; geben Sie einen Wert an (--param %2=WERT)</translation>
    </message>
    <message>
        <source>%1: only a date range has parts, and they are .start and .end.</source>
        <translation>%1: Nur ein Datumsbereich hat Teile, und zwar .start und .end.</translation>
    </message>
    <message>
        <source>No parameter cell defines :%1 and no value was given for it.</source>
        <translation>Keine Parameterzelle legt :%1 fest, und es wurde kein Wert dafür angegeben.</translation>
    </message>
    <message>
        <source>Parameter %1: %2.</source>
        <translation>Parameter %1: %2.</translation>
    </message>
    <message>
        <source>%1: %2 is not a date range.</source>
        <translation>%1: %2 ist kein Datumsbereich.</translation>
    </message>
    <message>
        <source>%1 holds several values; use it as IN (:%1).</source>
        <translation>%1 enthält mehrere Werte; verwenden Sie ihn als IN (:%1).</translation>
    </message>
    <message>
        <source>Parameter %1 holds %2 values; this database takes at most %3 in one statement.</source>
        <translation>Parameter %1 enthält %2 Werte; diese Datenbank nimmt höchstens %3 in einer Anweisung.</translation>
    </message>
    <message>
        <source>%1 is a date range: use :%1.start and :%1.end, or BETWEEN :%1.</source>
        <translation>%1 ist ein Datumsbereich: Verwenden Sie :%1.start und :%1.end oder BETWEEN :%1.</translation>
    </message>
    <message>
        <source>Cell %1, which this cell reads: %2</source>
        <translation>Zelle %1, die diese Zelle liest: %2</translation>
    </message>
    <message>
        <source>Cell %1 holds %2 statements; a cell that reads parameters must be a single statement.</source>
        <translation>Zelle %1 enthält %2 Anweisungen; eine Zelle, die Parameter liest, muss eine einzelne Anweisung sein.</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>Der Ordner %1 kann nicht angelegt werden.</translation>
    </message>
</context>
<context>
    <name>Assay::Offline</name>
    <message>
        <source>count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>sum</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>average</source>
        <translation>Durchschnitt</translation>
    </message>
    <message>
        <source>maximum</source>
        <translation>Maximum</translation>
    </message>
    <message>
        <source>minimum</source>
        <translation>Minimum</translation>
    </message>
    <message>
        <source>The offline assistant answers questions about what the data contains; explanations, causes and predictions need a language model (Settings → Language Models). </source>
        <translation>Der Offline-Assistent beantwortet Fragen dazu, was die Daten enthalten; Erklärungen, Ursachen und Vorhersagen brauchen ein Sprachmodell (Einstellungen → Sprachmodelle). </translation>
    </message>
    <message>
        <source>This question needs a comparison across separate sets of rows (not, both, except, compared with an average), which the offline assistant does not attempt. </source>
        <translation>Diese Frage braucht einen Vergleich zwischen getrennten Mengen von Zeilen (nicht, beide, außer, verglichen mit einem Durchschnitt), und das versucht der Offline-Assistent nicht. </translation>
    </message>
    <message>
        <source>I can compare whole years, quarters or months of one kind (“2023 compared with 2022”), not “%1” with “%2”. </source>
        <translation>Ich kann ganze Jahre, Quartale oder Monate derselben Art vergleichen („2023 im Vergleich zu 2022“), nicht „%1“ mit „%2“. </translation>
    </message>
    <message>
        <source>Comparing periods groups by the periods themselves; a different grain as well is beyond the offline assistant. </source>
        <translation>Ein Vergleich von Zeiträumen gruppiert nach den Zeiträumen selbst; eine zusätzliche andere Zeiteinheit übersteigt die Möglichkeiten des Offline-Assistenten. </translation>
    </message>
    <message>
        <source>I found no table, column or stored value of this database in the question. </source>
        <translation>Ich habe in der Frage keine Tabelle, keine Spalte und keinen gespeicherten Wert dieser Datenbank gefunden. </translation>
    </message>
    <message>
        <source>I could not tell which column “%1 %2” applies to. </source>
        <translation>Ich konnte nicht erkennen, auf welche Spalte sich „%1 %2“ bezieht. </translation>
    </message>
    <message>
        <source>Two values of the same column (%1 and %2) need OR or a set operation, which the offline assistant does not attempt. </source>
        <translation>Zwei Werte derselben Spalte (%1 und %2) brauchen OR oder eine Mengenoperation, und das versucht der Offline-Assistent nicht. </translation>
    </message>
    <message>
        <source>by %1</source>
        <translation>nach %1</translation>
    </message>
    <message>
        <source>I do not know which column names a row of %1. </source>
        <translation>Ich weiß nicht, welche Spalte eine Zeile von %1 benennt. </translation>
    </message>
    <message>
        <source>measure %1</source>
        <translation>Kennzahl %1</translation>
    </message>
    <message>
        <source>count %1</source>
        <translation>%1 zählen</translation>
    </message>
    <message>
        <source>which %1</source>
        <translation>welche %1</translation>
    </message>
    <message>
        <source>%1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>I could not tell which table the question is about. </source>
        <translation>Ich konnte nicht erkennen, um welche Tabelle es in der Frage geht. </translation>
    </message>
    <message>
        <source>“%1” is not a value stored in this database (value search found no exact match). </source>
        <translation>„%1“ ist kein in dieser Datenbank gespeicherter Wert (die Wertsuche fand keine exakte Übereinstimmung). </translation>
    </message>
    <message>
        <source>“%1” is stored in a column I cannot find in the catalog. </source>
        <translation>„%1“ ist in einer Spalte gespeichert, die ich im Katalog nicht finde. </translation>
    </message>
    <message>
        <source>“%1” in %2</source>
        <translation>„%1“ in %2</translation>
    </message>
    <message>
        <source>dated by %1</source>
        <translation>datiert nach %1</translation>
    </message>
    <message>
        <source>The question names a time (“%1”) but I found no date column near %2. </source>
        <translation>Die Frage nennt eine Zeit („%1“), aber ich habe keine Datumsspalte in der Nähe von %2 gefunden. </translation>
    </message>
    <message>
        <source>through %1</source>
        <translation>über %1</translation>
    </message>
    <message>
        <source>Comparing periods needs a date column; %1 only has a year. </source>
        <translation>Ein Vergleich von Zeiträumen braucht eine Datumsspalte; %1 hat nur ein Jahr. </translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source> compared with </source>
        <translation> im Vergleich zu </translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1 in %2</translation>
    </message>
    <message>
        <source>count of %1</source>
        <translation>Anzahl von %1</translation>
    </message>
    <message>
        <source>distinct %1</source>
        <translation>verschiedene %1</translation>
    </message>
    <message>
        <source>the row with the %1 %2</source>
        <translation>die Zeile mit dem %1 Wert von %2</translation>
    </message>
    <message>
        <source>highest</source>
        <translation>höchsten</translation>
    </message>
    <message>
        <source>lowest</source>
        <translation>niedrigsten</translation>
    </message>
    <message>
        <source>count of distinct %1</source>
        <translation>Anzahl verschiedener %1</translation>
    </message>
    <message>
        <source>%1 with %2 %3 %4</source>
        <translation>%1 mit %2 %3 %4</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1 nach %2</translation>
    </message>
    <message>
        <source>with each one&apos;s share of the total</source>
        <translation>mit dem Anteil jedes Werts an der Summe</translation>
    </message>
    <message>
        <source>the %1 one</source>
        <translation>der Eintrag mit dem %1 Wert</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>die %2 %1</translation>
    </message>
    <message>
        <source>top</source>
        <translation>höchsten</translation>
    </message>
    <message>
        <source>bottom</source>
        <translation>niedrigsten</translation>
    </message>
    <message>
        <source>where %1 = “%2” or below it</source>
        <translation>wobei %1 = „%2“ oder darunter</translation>
    </message>
    <message>
        <source>where %1 = “%2”</source>
        <translation>wobei %1 = „%2“</translation>
    </message>
    <message>
        <source>where %1 %2 %3</source>
        <translation>wobei %1 %2 %3</translation>
    </message>
    <message>
        <source>I read this as: %1</source>
        <translation>Ich verstehe das als: %1</translation>
    </message>
    <message>
        <source>Stopped. Nothing was added to the notebook.</source>
        <translation>Gestoppt. Dem Notizbuch wurde nichts hinzugefügt.</translation>
    </message>
    <message>
        <source>The offline assistant&apos;s query failed: %1</source>
        <translation>Die Abfrage des Offline-Assistenten ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Answered by the offline assistant (no language model).</source>
        <translation>Vom Offline-Assistenten beantwortet (kein Sprachmodell).</translation>
    </message>
    <message>
        <source>per year of %1</source>
        <translation>pro Jahr von %1</translation>
    </message>
    <message>
        <source>per quarter of %1</source>
        <translation>pro Quartal von %1</translation>
    </message>
    <message>
        <source>per month of %1</source>
        <translation>pro Monat von %1</translation>
    </message>
    <message>
        <source>per week of %1</source>
        <translation>pro Woche von %1</translation>
    </message>
    <message>
        <source>per day of %1</source>
        <translation>pro Tag von %1</translation>
    </message>
    <message>
        <source>per hour of %1</source>
        <translation>pro Stunde von %1</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>an aggregate of a column: sum of revenue</comment>
        <translation>%1 von %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln Zeile</numerusform>
            <numerusform>%Ln Zeilen</numerusform>
        </translation>
    </message>
    <message>
        <source>The offline assistant reads questions in English only. Ask in English, or configure a language model (Settings → Language Models), which reads any language. </source>
        <translation>Der Offline-Assistent liest nur Fragen auf Englisch. Fragen Sie auf Englisch oder richten Sie ein Sprachmodell ein (Einstellungen → Sprachmodelle), das jede Sprache liest. </translation>
    </message>
    <message>
        <source>“%1” looks like a name, but no stored value or column of this database is called that. </source>
        <translation>„%1“ sieht wie ein Name aus, aber kein gespeicherter Wert und keine Spalte dieser Datenbank heißt so. </translation>
    </message>
    <message>
        <source>The question names %1, but my reading does not use it. </source>
        <translation>Die Frage nennt %1, aber meine Lesart verwendet es nicht. </translation>
    </message>
    <message>
        <source>I found no figure in this database for the average to apply to. </source>
        <translation>Ich habe in dieser Datenbank keine Kennzahl gefunden, auf die sich der Durchschnitt beziehen könnte. </translation>
    </message>
    <message>
        <source>I found no figure in this database for the total to apply to. </source>
        <translation>Ich habe in dieser Datenbank keine Kennzahl gefunden, auf die sich die Summe beziehen könnte. </translation>
    </message>
    <message>
        <source>Counting how often something happened (“%1”) needs a grouping I could not place. </source>
        <translation>Zu zählen, wie oft etwas geschah („%1“), braucht eine Gruppierung, die ich nicht zuordnen konnte. </translation>
    </message>
    <message>
        <source>The best one within each group needs a ranking inside groups, which the offline assistant does not attempt. </source>
        <translation>Das Beste innerhalb jeder Gruppe braucht eine Rangfolge innerhalb der Gruppen, die der Offline-Assistent nicht versucht. </translation>
    </message>
    <message>
        <source>I do not know what “%1” counts in this database. </source>
        <translation>Ich weiß nicht, was „%1“ in dieser Datenbank zählt. </translation>
    </message>
    <message>
        <source>I could not tell what “%1” refers to. </source>
        <translation>Ich konnte nicht erkennen, worauf sich „%1“ bezieht. </translation>
    </message>
    <message>
        <source>Conditions joined by “or” need OR, which the offline assistant does not attempt. </source>
        <translation>Mit „oder“ verbundene Bedingungen brauchen OR; das versucht der Offline-Assistent nicht. </translation>
    </message>
    <message>
        <source>where %1 is any of “%2”</source>
        <translation>wo %1 einer der Werte „%2“ ist</translation>
    </message>
    <message>
        <source>I could not tell how %1 relate to %2: no single key links them. </source>
        <translation>Ich konnte nicht erkennen, wie %1 mit %2 zusammenhängen: Kein einzelner Schlüssel verbindet sie. </translation>
    </message>
    <message>
        <source>I could not read “%1” as a value not wanted or as rows without another table&apos;s rows; other comparisons of separate sets of rows are beyond the offline assistant. </source>
        <translation>Ich konnte „%1“ weder als unerwünschten Wert noch als Zeilen ohne Zeilen einer anderen Tabelle lesen; andere Vergleiche getrennter Zeilenmengen gehen über den Offline-Assistenten hinaus. </translation>
    </message>
    <message>
        <source>%1 refers to another table; which of its values are not used needs a comparison of separate sets, which the offline assistant does not attempt. </source>
        <translation>%1 verweist auf eine andere Tabelle; welche ihrer Werte nicht verwendet werden, erfordert einen Vergleich getrennter Mengen, den der Offline-Assistent nicht versucht. </translation>
    </message>
    <message>
        <source>where %1 is neither “%2” nor below it</source>
        <translation>wobei %1 weder „%2“ ist noch darunter liegt</translation>
    </message>
    <message>
        <source>where %1 is not “%2”</source>
        <translation>wobei %1 nicht „%2“ ist</translation>
    </message>
    <message>
        <source>where %1 %2 its average over all of %3</source>
        <translation>wobei %1 %2 dem Durchschnitt über ganz %3</translation>
    </message>
    <message>
        <source>with no %1 (no row of %2 refers to it)</source>
        <translation>ohne %1 (keine Zeile von %2 verweist darauf)</translation>
    </message>
    <message>
        <source>I could not tell what “average %1” is the average of. </source>
        <translation>Ich konnte nicht erkennen, wovon „average %1“ der Durchschnitt ist. </translation>
    </message>
    <message>
        <source>I could not tell which column “%1 average” applies to. </source>
        <translation>Ich konnte nicht erkennen, auf welche Spalte sich „%1 average“ bezieht. </translation>
    </message>
    <message>
        <source>Each row of %1 has one %2, so none has all of “%3”. </source>
        <translation>Jede Zeile von %1 hat genau ein %2, daher hat keine alle von „%3“. </translation>
    </message>
    <message>
        <source>I can list or count the rows that have all of “%1”, but not together with the question&apos;s other parts. </source>
        <translation>Ich kann die Zeilen auflisten oder zählen, die alle von „%1“ haben, aber nicht zusammen mit den übrigen Teilen der Frage. </translation>
    </message>
    <message>
        <source>I could not read “%1” as values of one column that are all wanted or any of which will do; other comparisons of separate sets of rows are beyond the offline assistant. </source>
        <translation>Ich konnte „%1“ nicht als Werte einer Spalte lesen, die alle oder von denen einer gewünscht sind; andere Vergleiche getrennter Zeilenmengen übersteigen den Offline-Assistenten. </translation>
    </message>
    <message>
        <source>with rows where %1 is each of “%2”</source>
        <translation>mit Zeilen, in denen %1 jeden der Werte „%2“ hat</translation>
    </message>
    <message>
        <source>where %1 is any of %2</source>
        <translation>wobei %1 einer von %2 ist</translation>
    </message>
    <message>
        <source>The question names several times (“%1”, “%2”) not joined by “or”; the offline assistant reads one time, any of several, or whole periods compared. </source>
        <translation>Die Frage nennt mehrere Zeiten (“%1”, “%2”), die nicht mit „oder“ verbunden sind; der Offline-Assistent liest eine Zeit, eine von mehreren oder ganze verglichene Zeiträume. </translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>before %1</source>
        <translation>vor %1</translation>
    </message>
    <message>
        <source>I could not tell which column the question sorts by. </source>
        <translation>Ich konnte nicht erkennen, nach welcher Spalte die Frage sortiert. </translation>
    </message>
    <message>
        <source>I could not tell which column “%1” ranks by. </source>
        <translation>Ich konnte nicht erkennen, nach welcher Spalte „%1“ ordnet. </translation>
    </message>
    <message>
        <source>I could not tell which figure the %1 applies to. </source>
        <translation>Ich konnte nicht erkennen, auf welche Kennzahl sich „%1“ bezieht. </translation>
    </message>
    <message>
        <source>the number of %1</source>
        <translation>die Anzahl der %1</translation>
    </message>
    <message>
        <source>I could not place these words in the data: %1; answering without them could answer another question. </source>
        <translation>Diese Wörter konnte ich in den Daten nicht zuordnen: %1; eine Antwort ohne sie könnte eine andere Frage beantworten. </translation>
    </message>
    <message>
        <source>I read the rest as: %1. </source>
        <translation>Den Rest habe ich so gelesen: %1. </translation>
    </message>
    <message>
        <source>answer without %1</source>
        <translation>ohne %1 antworten</translation>
    </message>
    <message>
        <source>%1 (showing %2)</source>
        <translation>%1 (mit %2)</translation>
    </message>
    <message>
        <source>list %1</source>
        <translation>%1 auflisten</translation>
    </message>
    <message>
        <source>I could not tell which column “%1” means: %2. </source>
        <translation>Ich konnte nicht erkennen, welche Spalte „%1“ meint: %2. </translation>
    </message>
    <message>
        <source>I recognised: %1. </source>
        <translation>Erkannt habe ich: %1. </translation>
    </message>
    <message>
        <source>A change from the previous period needs a figure over time by a period, e.g. “revenue growth by year”. </source>
        <translation>Eine Veränderung gegenüber dem vorherigen Zeitraum braucht eine Kennzahl über die Zeit nach einem Zeitraum, z. B. „Umsatzwachstum nach Jahr“. </translation>
    </message>
    <message>
        <source>with the change from the previous day</source>
        <translation>mit der Veränderung gegenüber dem Vortag</translation>
    </message>
    <message>
        <source>with the change from the previous week</source>
        <translation>mit der Veränderung gegenüber der Vorwoche</translation>
    </message>
    <message>
        <source>with the change from the previous month</source>
        <translation>mit der Veränderung gegenüber dem Vormonat</translation>
    </message>
    <message>
        <source>with the change from the previous quarter</source>
        <translation>mit der Veränderung gegenüber dem Vorquartal</translation>
    </message>
    <message>
        <source>with the change from the previous year</source>
        <translation>mit der Veränderung gegenüber dem Vorjahr</translation>
    </message>
    <message>
        <source>with the change from the previous period</source>
        <translation>mit der Veränderung gegenüber dem vorherigen Zeitraum</translation>
    </message>
    <message>
        <source>Each row of %1 has one %2, so one that is “%3” is never “%4”: ask for “%3” alone. </source>
        <translation>Jede Zeile von %1 hat genau ein %2; eine mit „%3“ ist also nie „%4“: fragen Sie nur nach „%3“. </translation>
    </message>
    <message>
        <source>and none where it is “%1”</source>
        <translation>und keine, in denen es „%1“ ist</translation>
    </message>
    <message>
        <source>%1 per %2 (on average)</source>
        <translation>%1 je %2 (im Durchschnitt)</translation>
    </message>
    <message>
        <source>I can answer counts and lists, a measure by a dimension, over time with a grain, top or bottom N, filters on stored values and time ranges, comparisons of stored values, shares, superlatives, how often something happened, averages per entity, ratios of two figures and distinct values.</source>
        <translation>Ich beantworte Anzahlen und Listen, eine Kennzahl nach einer Dimension, Zeitverläufe in einer Zeiteinheit, die obersten oder untersten N, Filter auf gespeicherte Werte und Zeiträume, Vergleiche gespeicherter Werte, Anteile, Superlative, wie oft etwas geschah, Durchschnitte je Entität, Verhältnisse zweier Kennzahlen und verschiedene Werte.</translation>
    </message>
    <message>
        <source>%1 and %2 are figures of different tables; dividing one total by the other needs each summed over its own rows, which the offline assistant does not attempt yet. </source>
        <translation>%1 und %2 sind Kennzahlen verschiedener Tabellen; eine Summe durch die andere zu teilen verlangt, jede über ihre eigenen Zeilen zu summieren, was der Offline-Assistent noch nicht versucht. </translation>
    </message>
    <message>
        <source>I could not tell how the %1 applies to a ratio of two totals. </source>
        <translation>Ich konnte nicht erkennen, wie sich %1 auf ein Verhältnis zweier Summen bezieht. </translation>
    </message>
    <message>
        <source>divided by %1</source>
        <translation>geteilt durch %1</translation>
    </message>
    <message>
        <source>sum of %1 as a percentage of sum of %2</source>
        <translation>Summe von %1 in Prozent der Summe von %2</translation>
    </message>
    <message>
        <source>sum of %1 divided by sum of %2</source>
        <translation>Summe von %1 geteilt durch Summe von %2</translation>
    </message>
    <message>
        <source>A rate or ratio (“%1”) divides one figure by another; I could not tell which two. I divide two totals of one table, asked as “the ratio of X to Y” or “X per Y”. </source>
        <translation>Eine Rate oder ein Verhältnis („%1“) teilt eine Kennzahl durch eine andere; ich konnte nicht erkennen, welche zwei. Ich teile zwei Summen einer Tabelle, gefragt als „das Verhältnis von X zu Y“ oder „X pro Y“. </translation>
    </message>
    <message>
        <source>Listing %1 would only show “%2” again on every row. </source>
        <translation>%1 aufzulisten würde in jeder Zeile nur wieder „%2“ zeigen. </translation>
    </message>
    <message>
        <source>Joined to %1, each row of %2 would count once for every one of its rows there, so the %3 of %4 would be wrong. </source>
        <translation>Mit %1 verknüpft, zählte jede Zeile von %2 einmal für jede ihrer Zeilen dort; %3 von %4 wäre daher falsch. </translation>
    </message>
    <message>
        <source>“%1” asks to change the data; the assistant only reads it, and answering with what the change would touch would answer another question. To change data, write the statement in a SQL cell: the notebook shows it and asks before running anything that writes. </source>
        <translation>„%1“ verlangt eine Änderung der Daten; der Assistent liest sie nur, und mit dem zu antworten, was die Änderung betreffen würde, hieße eine andere Frage zu beantworten. Um Daten zu ändern, schreiben Sie die Anweisung in eine SQL-Zelle: Das Notizbuch zeigt sie und fragt nach, bevor etwas ausgeführt wird, das schreibt. </translation>
    </message>
    <message>
        <source>I could not tell what makes one “%1”: name the figure to rank by (for example “by revenue” or “by quantity sold”). </source>
        <translation>Ich konnte nicht erkennen, was eines „%1“ macht: Nennen Sie die Kennzahl, nach der geordnet wird (zum Beispiel „nach Umsatz“ oder „nach verkaufter Menge“). </translation>
    </message>
    <message>
        <source>Counted for each row of %1, every count would be 1, so a highest one would pick nothing: name the figure to rank by (for example “by revenue” or “by quantity sold”). </source>
        <translation>Für jede Zeile von %1 gezählt, wäre jede Anzahl 1, und der höchste Wert würde nichts auswählen: Nennen Sie die Kennzahl, nach der geordnet wird (zum Beispiel „nach Umsatz“ oder „nach verkaufter Menge“). </translation>
    </message>
    <message>
        <source>“Where” asks for a place, and %1 has no column that holds one. </source>
        <translation>„Wo“ fragt nach einem Ort, und %1 hat keine Spalte, die einen enthält. </translation>
    </message>
    <message>
        <source>“When” asks for a time, and I could not tell which date of %1 it means. </source>
        <translation>„Wann“ fragt nach einer Zeit, und ich konnte nicht erkennen, welches Datum von %1 gemeint ist. </translation>
    </message>
    <message>
        <source>Counted for each row of %1, every count would be 1: name what groups them (for example “cities with more than 2 employees”). </source>
        <translation>Für jede Zeile von %1 gezählt, wäre jede Anzahl 1: Nennen Sie, wonach gruppiert wird (zum Beispiel „Städte mit mehr als 2 Mitarbeitern“). </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a year column and an open time: Year_of_Founded after 2008</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>A share of the rows a condition keeps needs the whole to divide by, which the offline assistant does not compute; ask for the count by the condition&apos;s column (for example “countries by continent”) to see each part&apos;s share. </source>
        <translation>Ein Anteil der Zeilen, die eine Bedingung übrig lässt, braucht das Ganze als Teiler, und das berechnet der Offline-Assistent nicht; fragen Sie nach der Anzahl je Wert der Spalte der Bedingung (zum Beispiel „Länder nach Kontinent“), um den Anteil jedes Teils zu sehen. </translation>
    </message>
    <message>
        <source>%1 = “%2”</source>
        <translation>%1 = „%2“</translation>
    </message>
    <message>
        <source>with no row of %1 where %2 referring to it</source>
        <translation>ohne eine Zeile von %1, in der %2 gilt und die darauf verweist</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>I could not tell whose “%1” the question asks for. </source>
        <translation>Ich konnte nicht erkennen, wessen „%1“ die Frage meint. </translation>
    </message>
    <message>
        <source>The figure I found for each %1 is %1 itself, so I could not tell which figure the question asks for. </source>
        <translation>Die Kennzahl, die ich für jedes %1 gefunden habe, ist %1 selbst; daher konnte ich nicht erkennen, nach welcher Kennzahl die Frage fragt. </translation>
    </message>
    <message>
        <source>I could not tell which column the selected %1 (now “%2”) filters; name the column, or write the value. </source>
        <translation>Ich konnte nicht erkennen, welche Spalte der gewählte Wert von %1 (jetzt „%2“) filtert; nennen Sie die Spalte oder schreiben Sie den Wert. </translation>
    </message>
    <message>
        <source>By “%1” do you mean %2?</source>
        <translation>Meinen Sie mit „%1“ %2?</translation>
    </message>
    <message>
        <source>I could not tell what “%1” is said of: name the figure (for example “revenue” or “the number of orders”). </source>
        <translation>Ich konnte nicht erkennen, worauf sich „%1“ bezieht: Nennen Sie die Kennzahl (zum Beispiel „Umsatz“ oder „die Anzahl der Bestellungen“). </translation>
    </message>
    <message>
        <source>A change between two periods of a ratio or of an average per entity is beyond the offline assistant; ask for the figure itself in each period. </source>
        <translation>Die Veränderung eines Verhältnisses oder eines Durchschnitts pro Einheit zwischen zwei Zeiträumen kann der Offline-Assistent nicht berechnen; fragen Sie nach der Kennzahl selbst in jedem Zeitraum. </translation>
    </message>
    <message>
        <source>“%1” read as “%2”</source>
        <translation>„%1“ gelesen als „%2“</translation>
    </message>
    <message>
        <source>the change in %1 from %2 to %3</source>
        <translation>die Veränderung von %1 von %2 bis %3</translation>
    </message>
    <message>
        <source>ranked by the rise in percent</source>
        <translation>geordnet nach dem Anstieg in Prozent</translation>
    </message>
    <message>
        <source>ranked by the fall in percent</source>
        <translation>geordnet nach dem Rückgang in Prozent</translation>
    </message>
    <message>
        <source>ranked by the rise</source>
        <translation>geordnet nach dem Anstieg</translation>
    </message>
    <message>
        <source>ranked by the fall</source>
        <translation>geordnet nach dem Rückgang</translation>
    </message>
    <message>
        <source>rows of %1 per 100 rows of %2</source>
        <translation>Zeilen von %1 je 100 Zeilen von %2</translation>
    </message>
</context>
<context>
    <name>Assay::Sample</name>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>The sample database schema is missing from the application&apos;s resources.</source>
        <translation>Das Schema der Beispieldatenbank fehlt in den Ressourcen der Anwendung.</translation>
    </message>
    <message>
        <source>Cannot create %1: %2</source>
        <translation>%1 kann nicht erstellt werden: %2</translation>
    </message>
    <message>
        <source>The sample schema does not load: %1</source>
        <translation>Das Beispielschema lässt sich nicht laden: %1</translation>
    </message>
    <message>
        <source>Cannot finish writing %1.</source>
        <translation>Das Schreiben von %1 kann nicht abgeschlossen werden.</translation>
    </message>
    <message>
        <source>Cannot move the sample database into place at %1.</source>
        <translation>Die Beispieldatenbank kann nicht an ihren Platz unter %1 verschoben werden.</translation>
    </message>
</context>
<context>
    <name>Assay::Schema</name>
    <message>
        <source>each %1 row has many %2 rows</source>
        <translation>jede %1-Zeile hat viele %2-Zeilen</translation>
    </message>
    <message>
        <source>%1 and %2 rows with the same key</source>
        <translation>%1- und %2-Zeilen mit demselben Schlüssel</translation>
    </message>
    <message>
        <source>each %1 row has one %2 row</source>
        <translation>jede %1-Zeile hat eine %2-Zeile</translation>
    </message>
    <message>
        <source>, or none (kept)</source>
        <translation>, oder keine (behalten)</translation>
    </message>
    <message>
        <source>%1 and %2 are joined on their shared reference to %3.</source>
        <translation>%1 und %2 werden über ihren gemeinsamen Verweis auf %3 verknüpft.</translation>
    </message>
    <message>
        <source>%1 and %2 are linked through %3 (many-to-many).</source>
        <translation>%1 und %2 sind über %3 verbunden (n:m).</translation>
    </message>
    <message>
        <source>%1 is a lookup table, joined for %2.</source>
        <translation>%1 ist eine Nachschlagetabelle, verknüpft für %2.</translation>
    </message>
    <message>
        <source>There is no table %1.</source>
        <translation>Es gibt keine Tabelle %1.</translation>
    </message>
    <message>
        <source>No tables to join.</source>
        <translation>Keine Tabellen zum Verknüpfen.</translation>
    </message>
    <message>
        <source>%1.%2 and %3.%2 share a name, but no key links them</source>
        <translation>%1.%2 und %3.%2 haben denselben Namen, aber kein Schlüssel verbindet sie</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %2 connect only through %n table(s) in between (%3); plans stop at %4.</source>
        <translation>
            <numerusform>%1 und %2 sind nur über %n Tabelle dazwischen verbunden (%3); Pläne enden bei %4.</numerusform>
            <numerusform>%1 und %2 sind nur über %n Tabellen dazwischen verbunden (%3); Pläne enden bei %4.</numerusform>
        </translation>
    </message>
    <message>
        <source>No join of %1 keeps every constraint (a lookup table connecting two others, a role the keys do not give, a many-to-many link skipped).</source>
        <translation>Keine Verknüpfung von %1 erfüllt alle Bedingungen (eine Nachschlagetabelle, die zwei andere verbindet, eine Rolle, die die Schlüssel nicht hergeben, eine übersprungene n:m-Verbindung).</translation>
    </message>
    <message>
        <source>These tables do not connect: no chain of keys links %1 to %2.</source>
        <translation>Diese Tabellen sind nicht verbunden: Keine Kette von Schlüsseln führt von %1 zu %2.</translation>
    </message>
    <message>
        <source>No table near them shares a column name with %1 either.</source>
        <translation>Auch keine Tabelle in ihrer Nähe hat einen Spaltennamen mit %1 gemeinsam.</translation>
    </message>
    <message>
        <source>Nearest candidates: %1.</source>
        <translation>Nächste Kandidaten: %1.</translation>
    </message>
    <message>
        <source>%1 as %2</source>
        <translation>%1 als %2</translation>
    </message>
    <message>
        <source> (%1 is %2 as %3)</source>
        <translation> (%1 ist %2 als %3)</translation>
    </message>
    <message>
        <source>, over a relationship no key declares</source>
        <translation>, über eine Beziehung, die kein Schlüssel deklariert</translation>
    </message>
    <message>
        <source>%1 to %2 when there is one, on %3</source>
        <translation>%1 zu %2, falls vorhanden, über %3</translation>
    </message>
    <message>
        <source>%1 to %2 on %3</source>
        <translation>%1 zu %2 über %3</translation>
    </message>
    <message>
        <source>through %1</source>
        <translation>über %1</translation>
    </message>
    <message>
        <source>%1 is a kind of %2 (its key is a %2 key): one %2 row for each %1 row.</source>
        <translation>%1 ist eine Art von %2 (sein Schlüssel ist ein %2-Schlüssel): eine %2-Zeile für jede %1-Zeile.</translation>
    </message>
    <message>
        <source>Through %1</source>
        <translation>Über %1</translation>
    </message>
    <message>
        <source>On %1</source>
        <translation>Anhand von %1</translation>
    </message>
    <message>
        <source>No key gives %1 the role %2; the alias only names it.</source>
        <translation>Kein Schlüssel gibt %1 die Rolle %2; der Alias benennt sie nur.</translation>
    </message>
    <message>
        <source>The join search stopped after %1 steps without a plan; name fewer tables, or the tables that connect them.</source>
        <translation>Die Suche nach Verknüpfungen endete nach %1 Schritten ohne Plan; nennen Sie weniger Tabellen oder die Tabellen, die sie verbinden.</translation>
    </message>
    <message>
        <source>No join keeps every pattern here: a lookup table connects two others, or two subtypes share a parent row.</source>
        <translation>Keine Verknüpfung erfüllt hier jedes Muster: Eine Nachschlagetabelle verbindet zwei andere, oder zwei Untertypen teilen sich eine übergeordnete Zeile.</translation>
    </message>
    <message>
        <source>No join gives every table the role asked for; the roles were dropped.</source>
        <translation>Keine Verknüpfung gibt jeder Tabelle die gewünschte Rolle; die Rollen wurden verworfen.</translation>
    </message>
    <message>
        <source>The join search stopped after %1 steps; this is the best plan found within that limit.</source>
        <translation>Die Suche nach Verknüpfungen endete nach %1 Schritten; dies ist der beste Plan, der innerhalb dieser Grenze gefunden wurde.</translation>
    </message>
    <message>
        <source>%1 is a lookup table: it is joined once for each table that uses it.</source>
        <translation>%1 ist eine Nachschlagetabelle: Sie wird für jede Tabelle, die sie nutzt, einmal verknüpft.</translation>
    </message>
    <message>
        <source>%1 is not a lookup table.</source>
        <translation>%1 ist keine Nachschlagetabelle.</translation>
    </message>
    <message>
        <source>%1 links two tables many-to-many.</source>
        <translation>%1 verbindet zwei Tabellen n:m.</translation>
    </message>
    <message>
        <source>%1 is not a many-to-many link table.</source>
        <translation>%1 ist keine n:m-Verknüpfungstabelle.</translation>
    </message>
    <message>
        <source>Tables near them share only names that many tables have with %1 (%2).</source>
        <translation>Benachbarte Tabellen teilen mit %1 nur Spaltennamen, die viele Tabellen haben (%2).</translation>
    </message>
</context>
<context>
    <name>Assay::Security</name>
    <message>
        <source>%1 is used as a whole row, which would read columns the connection&apos;s privacy settings hide from the assistant; name the columns instead.</source>
        <translation>%1 wird als ganze Zeile verwendet, was Spalten lesen würde, die die Datenschutzeinstellungen der Verbindung vor dem Assistenten verbergen; nennen Sie stattdessen die Spalten.</translation>
    </message>
    <message>
        <source>The assistant may not query %1 (the connection&apos;s privacy settings hide it).</source>
        <translation>Der Assistent darf %1 nicht abfragen (die Datenschutzeinstellungen der Verbindung verbergen diese Tabelle).</translation>
    </message>
    <message>
        <source>The assistant may not read %1.%2 (hidden by the connection&apos;s privacy settings).</source>
        <translation>Der Assistent darf %1.%2 nicht lesen (durch die Datenschutzeinstellungen der Verbindung verborgen).</translation>
    </message>
    <message>
        <source>There is no SQL statement to run.</source>
        <translation>Es gibt keine SQL-Anweisung zum Ausführen.</translation>
    </message>
    <message>
        <source>Only one statement may run at a time; this text holds %1.</source>
        <translation>Es darf immer nur eine Anweisung laufen; dieser Text enthält %1.</translation>
    </message>
    <message>
        <source>Only a query (SELECT or WITH) may run.</source>
        <translation>Nur eine Abfrage (SELECT oder WITH) darf laufen.</translation>
    </message>
    <message>
        <source>Only a query (SELECT or WITH) may run; this statement begins with %1.</source>
        <translation>Nur eine Abfrage (SELECT oder WITH) darf laufen; diese Anweisung beginnt mit %1.</translation>
    </message>
    <message>
        <source>The statement has an unterminated string, identifier or comment.</source>
        <translation>Die Anweisung enthält eine nicht abgeschlossene Zeichenkette, einen nicht abgeschlossenen Bezeichner oder Kommentar.</translation>
    </message>
    <message>
        <source>A query may not contain %1: it would change data, lock rows or act outside the query.</source>
        <translation>Eine Abfrage darf %1 nicht enthalten: Das würde Daten ändern, Zeilen sperren oder außerhalb der Abfrage wirken.</translation>
    </message>
    <message>
        <source>A query may not lock rows (FOR SHARE).</source>
        <translation>Eine Abfrage darf keine Zeilen sperren (FOR SHARE).</translation>
    </message>
    <message>
        <source>A query may not call %1(): it acts on the server, its files or other sessions.</source>
        <translation>Eine Abfrage darf %1() nicht aufrufen: Die Funktion wirkt auf den Server, seine Dateien oder andere Sitzungen.</translation>
    </message>
    <message>
        <source>a table</source>
        <translation>einer Tabelle</translation>
    </message>
    <message>
        <source>changes a server setting for every session (SET %1)</source>
        <translation>ändert eine Servereinstellung für alle Sitzungen (SET %1)</translation>
    </message>
    <message>
        <source>changes a password (SET PASSWORD)</source>
        <translation>ändert ein Passwort (SET PASSWORD)</translation>
    </message>
    <message>
        <source>changes a user&apos;s default roles (SET DEFAULT ROLE)</source>
        <translation>ändert die Standardrollen eines Benutzers (SET DEFAULT ROLE)</translation>
    </message>
    <message>
        <source>calls %1(), which acts on the server, its files or other sessions</source>
        <translation>ruft %1() auf, eine Funktion, die auf den Server, seine Dateien oder andere Sitzungen wirkt</translation>
    </message>
    <message>
        <source>writes data through a WITH query (%1)</source>
        <translation>schreibt Daten über eine WITH-Abfrage (%1)</translation>
    </message>
    <message>
        <source>writes the result into a table or file (SELECT … INTO)</source>
        <translation>schreibt das Ergebnis in eine Tabelle oder Datei (SELECT … INTO)</translation>
    </message>
    <message>
        <source>changes a database setting (PRAGMA)</source>
        <translation>ändert eine Datenbankeinstellung (PRAGMA)</translation>
    </message>
    <message>
        <source>runs a write to measure it (EXPLAIN ANALYZE)</source>
        <translation>führt einen Schreibvorgang aus, um ihn zu messen (EXPLAIN ANALYZE)</translation>
    </message>
    <message>
        <source>adds rows to %1</source>
        <translation>fügt Zeilen zu %1 hinzu</translation>
    </message>
    <message>
        <source>changes rows in %1</source>
        <translation>ändert Zeilen in %1</translation>
    </message>
    <message>
        <source>changes every row of %1</source>
        <translation>ändert jede Zeile von %1</translation>
    </message>
    <message>
        <source>deletes rows from %1</source>
        <translation>löscht Zeilen aus %1</translation>
    </message>
    <message>
        <source>deletes every row of %1</source>
        <translation>löscht jede Zeile von %1</translation>
    </message>
    <message>
        <source>drops %1 %2</source>
        <translation>löscht %1 %2</translation>
    </message>
    <message>
        <source>creates %1 %2</source>
        <translation>erstellt %1 %2</translation>
    </message>
    <message>
        <source>alters %1 %2</source>
        <translation>ändert %1 %2</translation>
    </message>
    <message>
        <source>runs %1, which may change the database</source>
        <translation>führt %1 aus, was die Datenbank ändern kann</translation>
    </message>
    <message>
        <source>a statement</source>
        <translation>eine Anweisung</translation>
    </message>
    <message>
        <source>SELECT * would read a column of %1 that is hidden from the assistant; name the columns instead.</source>
        <translation>SELECT * würde eine Spalte von %1 lesen, die vor dem Assistenten verborgen ist; nennen Sie stattdessen die Spalten.</translation>
    </message>
    <message numerus="yes">
        <source>The privacy settings name %1, which this database does not have; nothing is hidden by %n such entry(s). Check the spelling under Connect → Privacy….</source>
        <translation>
            <numerusform>Die Datenschutzeinstellungen nennen %1, das es in dieser Datenbank nicht gibt; %n solcher Eintrag verbirgt nichts. Prüfen Sie die Schreibweise unter Verbinden → Datenschutz ….</numerusform>
            <numerusform>Die Datenschutzeinstellungen nennen %1, die es in dieser Datenbank nicht gibt; %n solche Einträge verbergen nichts. Prüfen Sie die Schreibweise unter Verbinden → Datenschutz ….</numerusform>
        </translation>
    </message>
    <message>
        <source>A query may not contain comments that MySQL runs (/*! ... */).</source>
        <translation>Eine Abfrage darf keine Kommentare enthalten, die MySQL ausführt (/*! ... */).</translation>
    </message>
</context>
<context>
    <name>Assay::Ui</name>
    <message>
        <source>%1 by %2</source>
        <translation>%1 nach %2</translation>
    </message>
    <message>
        <source>The chart query returned no measures.</source>
        <translation>Die Diagrammabfrage hat keine Kennzahlen geliefert.</translation>
    </message>
    <message>
        <source>This chart is shown as a table.</source>
        <translation>Dieses Diagramm wird als Tabelle gezeigt.</translation>
    </message>
    <message>
        <source>Only the first %1 rows of the chart query are drawn.</source>
        <translation>Nur die ersten %1 Zeilen der Diagrammabfrage werden gezeichnet.</translation>
    </message>
    <message>
        <source>The query returned no rows to draw.</source>
        <translation>Die Abfrage hat keine Zeilen zum Zeichnen geliefert.</translation>
    </message>
    <message>
        <source>No forecast: the x axis is not time.</source>
        <translation>Keine Prognose: Die x-Achse ist keine Zeit.</translation>
    </message>
    <message>
        <source>Forecasts are drawn for the first %1 lines only.</source>
        <translation>Prognosen werden nur für die ersten %1 Linien gezeichnet.</translation>
    </message>
    <message>
        <source>%1 interval</source>
        <translation>%1-Intervall</translation>
    </message>
    <message>
        <source>%1 forecast</source>
        <translation>%1-Prognose</translation>
    </message>
    <message>
        <source>forecast (95% interval)</source>
        <translation>Prognose (95-%-Intervall)</translation>
    </message>
    <message>
        <source>Long series are drawn from the points that matter at this width (min/max per pixel column).</source>
        <translation>Lange Reihen werden aus den Punkten gezeichnet, die bei dieser Breite zählen (Min./Max. je Pixelspalte).</translation>
    </message>
    <message>
        <source>There is nothing to draw.</source>
        <translation>Es gibt nichts zu zeichnen.</translation>
    </message>
    <message>
        <source>Drawn by Assay</source>
        <translation>Gezeichnet von Assay</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>CSV, UTF-8 (*.csv)</source>
        <translation>CSV, UTF-8 (*.csv)</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Excel-Arbeitsmappe (*.xlsx)</translation>
    </message>
    <message>
        <source>Tab-separated values (*.tsv)</source>
        <translation>Tabulatorgetrennte Werte (*.tsv)</translation>
    </message>
    <message>
        <source>Export Data</source>
        <translation>Daten exportieren</translation>
    </message>
    <message>
        <source>There is no result to export yet: run the query first.</source>
        <translation>Es gibt noch kein Ergebnis zum Exportieren: Führen Sie zuerst die Abfrage aus.</translation>
    </message>
    <message>
        <source>The query is still running; export its result when it has finished.</source>
        <translation>Die Abfrage läuft noch; exportieren Sie ihr Ergebnis, wenn sie fertig ist.</translation>
    </message>
    <message>
        <source>The file gets the %1 rows shown: the query stopped at its row limit. File → Export → Current Cell&apos;s Data runs the cell&apos;s query again and writes every row.</source>
        <translation>Die Datei erhält die %1 angezeigten Zeilen: Die Abfrage hielt an ihrem Zeilenlimit an. Datei → Exportieren → Daten der aktuellen Zelle führt die Abfrage der Zelle erneut aus und schreibt jede Zeile.</translation>
    </message>
    <message>
        <source>Select a SQL or chart cell to export its data.</source>
        <translation>Wählen Sie eine SQL- oder Diagrammzelle, um ihre Daten zu exportieren.</translation>
    </message>
    <message>
        <source>Connect to the database to export this cell&apos;s data.</source>
        <translation>Verbinden Sie sich mit der Datenbank, um die Daten dieser Zelle zu exportieren.</translation>
    </message>
    <message>
        <source>A report is being exported already.</source>
        <translation>Es wird bereits ein Bericht exportiert.</translation>
    </message>
    <message>
        <source>Report written to %1.</source>
        <translation>Bericht nach %1 geschrieben.</translation>
    </message>
    <message>
        <source>Print Preview — %1</source>
        <translation>Druckvorschau – %1</translation>
    </message>
    <message>
        <source>Run the chart&apos;s cell before exporting it.</source>
        <translation>Führen Sie die Zelle des Diagramms aus, bevor Sie es exportieren.</translation>
    </message>
    <message>
        <source>Chart written to %1.</source>
        <translation>Diagramm nach %1 geschrieben.</translation>
    </message>
    <message>
        <source>Exporting to %1…</source>
        <translation>Export nach %1 …</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>%1 of %2 rows written…</source>
        <translation>%1 von %2 Zeilen geschrieben …</translation>
    </message>
    <message>
        <source>Export cancelled; nothing was written.</source>
        <translation>Export abgebrochen; es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportieren</translation>
    </message>
    <message>
        <source>&amp;Report…</source>
        <translation>&amp;Bericht …</translation>
    </message>
    <message>
        <source>The notebook as an HTML, PDF, Markdown or Jupyter file</source>
        <translation>Das Notizbuch als HTML-, PDF-, Markdown- oder Jupyter-Datei</translation>
    </message>
    <message>
        <source>As &amp;Jupyter Notebook…</source>
        <translation>Als &amp;Jupyter-Notizbuch …</translation>
    </message>
    <message>
        <source>Current Cell&apos;s &amp;Data…</source>
        <translation>&amp;Daten der aktuellen Zelle …</translation>
    </message>
    <message>
        <source>Current &amp;Chart…</source>
        <translation>Aktuelles &amp;Diagramm …</translation>
    </message>
    <message>
        <source>Select a chart cell to export its chart.</source>
        <translation>Wählen Sie eine Diagrammzelle, um ihr Diagramm zu exportieren.</translation>
    </message>
    <message>
        <source>&amp;Print Report…</source>
        <translation>Bericht &amp;drucken …</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>Druck&amp;vorschau …</translation>
    </message>
    <message>
        <source>Export Chart…</source>
        <translation>Diagramm exportieren …</translation>
    </message>
    <message>
        <source>Copy Chart</source>
        <translation>Diagramm kopieren</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Export Data…</source>
        <translation>Daten exportieren …</translation>
    </message>
    <message>
        <source>No chart to show.</source>
        <translation>Kein Diagramm anzuzeigen.</translation>
    </message>
    <message>
        <source>From %1.</source>
        <translation>Aus %1.</translation>
    </message>
    <message>
        <source> · data hash %1</source>
        <translation> · Daten-Hash %1</translation>
    </message>
    <message>
        <source>Data source: %1</source>
        <translation>Datenquelle: %1</translation>
    </message>
    <message>
        <source>Run: %1</source>
        <translation>Ausgeführt: %1</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>nicht ausgeführt</translation>
    </message>
    <message>
        <source>Report written: %1 by %2</source>
        <translation>Bericht erstellt: %1 von %2</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <source>This cell has not run.</source>
        <translation>Diese Zelle wurde nicht ausgeführt.</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>Cannot lay out the report for %1.</source>
        <translation>Der Bericht für %1 kann nicht gesetzt werden.</translation>
    </message>
    <message>
        <source>Add cell %1</source>
        <translation>Zelle %1 hinzufügen</translation>
    </message>
    <message>
        <source>Delete cell %1</source>
        <translation>Zelle %1 löschen</translation>
    </message>
    <message>
        <source>Move cell</source>
        <translation>Zelle verschieben</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>%1 bearbeiten</translation>
    </message>
    <message>
        <source>Rename %1 to %2</source>
        <translation>%1 in %2 umbenennen</translation>
    </message>
    <message>
        <source>Change chart</source>
        <translation>Diagramm ändern</translation>
    </message>
    <message>
        <source>Change chart source</source>
        <translation>Diagrammquelle ändern</translation>
    </message>
    <message>
        <source>Other (the categories past the top %1) is %2 times the largest bar shown, so the bars beside it are hard to compare; show more categories or leave Other out.</source>
        <translation>„Andere“ (die Kategorien nach den ersten %1) ist %2-mal so groß wie der größte gezeigte Balken, daher sind die Balken daneben schwer zu vergleichen; zeigen Sie mehr Kategorien, oder lassen Sie „Andere“ weg.</translation>
    </message>
    <message>
        <source>Choose where to save the file.</source>
        <translation>Wählen Sie, wo die Datei gespeichert werden soll.</translation>
    </message>
    <message>
        <source>%1 is a folder; add a file name.</source>
        <translation>%1 ist ein Ordner; fügen Sie einen Dateinamen hinzu.</translation>
    </message>
    <message>
        <source>%1 cannot be written to; choose another folder.</source>
        <translation>In %1 kann nicht geschrieben werden; wählen Sie einen anderen Ordner.</translation>
    </message>
    <message>
        <source>The folder %1 does not exist yet; Export creates it.</source>
        <translation>Der Ordner %1 existiert noch nicht; der Export legt ihn an.</translation>
    </message>
    <message>
        <source>The folder %1 could not be created; choose another.</source>
        <translation>Der Ordner %1 konnte nicht angelegt werden; wählen Sie einen anderen.</translation>
    </message>
    <message>
        <source>Files cannot be written in %1 (%2); choose another folder.</source>
        <translation>In %1 können keine Dateien geschrieben werden (%2); wählen Sie einen anderen Ordner.</translation>
    </message>
    <message>
        <source>This chart has not been drawn: its cell has not run.</source>
        <translation>Dieses Diagramm wurde nicht gezeichnet: Seine Zelle wurde nicht ausgeführt.</translation>
    </message>
    <message>
        <source>Parameters: %1</source>
        <translation>Parameter: %1</translation>
    </message>
    <message>
        <source>Change parameter %1</source>
        <translation>Parameter %1 ändern</translation>
    </message>
    <message>
        <source>Set %1</source>
        <translation>%1 setzen</translation>
    </message>
    <message>
        <source>%1 by %2 and %3</source>
        <translation>%1 nach %2 und %3</translation>
    </message>
    <message>
        <source>Gaps in the lines are periods without rows.</source>
        <translation>Lücken in den Linien sind Zeiträume ohne Zeilen.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s) written…</source>
        <translation>
            <numerusform>%Ln Zeile geschrieben…</numerusform>
            <numerusform>%Ln Zeilen geschrieben…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %Ln row(s) to %1. %2</source>
        <translation>
            <numerusform>%Ln Zeile nach %1 exportiert. %2</numerusform>
            <numerusform>%Ln Zeilen nach %1 exportiert. %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %Ln row(s) to %1.</source>
        <translation>
            <numerusform>%Ln Zeile nach %1 exportiert.</numerusform>
            <numerusform>%Ln Zeilen nach %1 exportiert.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Assay::Verified</name>
    <message>
        <source>The answer ran no query.</source>
        <translation>Die Antwort hat keine Abfrage ausgeführt.</translation>
    </message>
    <message>
        <source>The answer&apos;s query did not run, so it cannot be verified: %1</source>
        <translation>Die Abfrage der Antwort ist nicht gelaufen, daher kann sie nicht bestätigt werden: %1</translation>
    </message>
    <message>
        <source>Stopped before the question was answered.</source>
        <translation>Angehalten, bevor die Frage beantwortet war.</translation>
    </message>
    <message>
        <source>The assistant gave no answer.</source>
        <translation>Der Assistent hat keine Antwort gegeben.</translation>
    </message>
    <message>
        <source>The verified query does not run either: %1</source>
        <translation>Die bestätigte Abfrage läuft auch nicht: %1</translation>
    </message>
    <message>
        <source>The assistant&apos;s query fails: %1</source>
        <translation>Die Abfrage des Assistenten schlägt fehl: %1</translation>
    </message>
    <message numerus="yes">
        <source>The data changed since the answer was verified: the verified query now returns %n row(s).</source>
        <translation>
            <numerusform>Die Daten haben sich geändert, seit die Antwort bestätigt wurde: Die bestätigte Abfrage liefert jetzt %n Zeile.</numerusform>
            <numerusform>Die Daten haben sich geändert, seit die Antwort bestätigt wurde: Die bestätigte Abfrage liefert jetzt %n Zeilen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The verified query no longer runs: %1</source>
        <translation>Die bestätigte Abfrage läuft nicht mehr: %1</translation>
    </message>
    <message>
        <source>Not checked yet</source>
        <translation>Noch nicht geprüft</translation>
    </message>
    <message>
        <source>Same result</source>
        <translation>Gleiches Ergebnis</translation>
    </message>
    <message>
        <source>Different result</source>
        <translation>Anderes Ergebnis</translation>
    </message>
    <message>
        <source>No longer answerable</source>
        <translation>Nicht mehr beantwortbar</translation>
    </message>
</context>
<context>
    <name>ChartExport</name>
    <message>
        <source>Cannot draw the chart: %1</source>
        <translation>Das Diagramm kann nicht gezeichnet werden: %1</translation>
    </message>
</context>
<context>
    <name>ChartRenderer</name>
    <message>
        <source>The query returned no rows to draw.</source>
        <translation>Die Abfrage hat keine Zeilen zum Zeichnen geliefert.</translation>
    </message>
    <message>
        <source>Showing every %1th of %2 points.</source>
        <translation>Jeder %1. von %2 Punkten wird gezeigt.</translation>
    </message>
    <message numerus="yes">
        <source>%n more series are not drawn.</source>
        <translation>
            <numerusform>%n weitere Reihe wird nicht gezeichnet.</numerusform>
            <numerusform>%n weitere Reihen werden nicht gezeichnet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to show as parts of a whole: the values are empty or not positive.</source>
        <translation>Nichts als Teile eines Ganzen darzustellen: Die Werte sind leer oder nicht positiv.</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Andere</translation>
    </message>
    <message numerus="yes">
        <source>%n negative value(s) cannot be slices and are left out.</source>
        <translation>
            <numerusform>%n negativer Wert kann kein Segment sein und wird weggelassen.</numerusform>
            <numerusform>%n negative Werte können keine Segmente sein und werden weggelassen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Showing the first %1 categories; %2 more are not drawn (use top N to choose).</source>
        <translation>Die ersten %1 Kategorien werden gezeigt; %2 weitere nicht (mit „Top N“ auswählen).</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Plans questions, writes and repairs SQL. Use your strongest model.</source>
        <translation>Plant Fragen, schreibt und repariert SQL. Verwenden Sie Ihr stärkstes Modell.</translation>
    </message>
    <message>
        <source>Filters tables and columns in parallel, classifies, summarises. Use a cheap, quick model.</source>
        <translation>Filtert Tabellen und Spalten parallel, klassifiziert, fasst zusammen. Verwenden Sie ein günstiges, schnelles Modell.</translation>
    </message>
    <message>
        <source>Vectors for finding relevant tables and examples. Without a model Assay embeds locally, offline.</source>
        <translation>Vektoren, um passende Tabellen und Beispiele zu finden. Ohne Modell bettet Assay lokal und offline ein.</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <source>Prompt tokens</source>
        <translation>Prompt-Tokens</translation>
    </message>
    <message>
        <source>Completion tokens</source>
        <translation>Antwort-Tokens</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Send This Request?</source>
        <translation>Diese Anfrage senden?</translation>
    </message>
    <message>
        <source>Assay is about to send this to &lt;b&gt;%1&lt;/b&gt; (%2). Nothing has left the machine yet.</source>
        <translation>Assay ist dabei, dies an &lt;b&gt;%1&lt;/b&gt; (%2) zu senden. Noch hat nichts den Rechner verlassen.</translation>
    </message>
    <message>
        <source>Request body</source>
        <translation>Inhalt der Anfrage</translation>
    </message>
    <message>
        <source>&amp;Send</source>
        <translation>&amp;Senden</translation>
    </message>
    <message>
        <source>&amp;Don&apos;t Send</source>
        <translation>&amp;Nicht senden</translation>
    </message>
    <message>
        <source>Change the Database?</source>
        <translation>Die Datenbank ändern?</translation>
    </message>
    <message>
        <source>%1 will change the database:</source>
        <translation>%1 wird die Datenbank ändern:</translation>
    </message>
    <message>
        <source>This cannot be undone from Assay. Mark the connection read-only or production to prevent writes altogether.</source>
        <translation>Das lässt sich in Assay nicht rückgängig machen. Markieren Sie die Verbindung als „Nur lesen“ oder „Produktion“, um Schreibzugriffe ganz zu verhindern.</translation>
    </message>
    <message>
        <source>Run and Change</source>
        <translation>Ausführen und ändern</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
</context>
<context>
    <name>SchemaTree</name>
    <message>
        <source>about %1 rows</source>
        <translation>etwa %1 Zeilen</translation>
    </message>
</context>
<context>
    <name>Tr</name>
    <message>
        <source>Sample: Northwind Outfitters</source>
        <translation>Beispiel: Northwind Outfitters</translation>
    </message>
</context>
<context>
    <name>assay::app::AssayBackend</name>
    <message>
        <source>this server was started without a connection: run assay mcp --connection SPEC</source>
        <translation>dieser Server wurde ohne Verbindung gestartet: Führen Sie assay mcp --connection SPEC aus</translation>
    </message>
    <message>
        <source>no connection called &quot;%1&quot;; the connections are: %2</source>
        <translation>keine Verbindung namens „%1“; die Verbindungen sind: %2</translation>
    </message>
    <message>
        <source>no table called &quot;%1&quot; on %2</source>
        <translation>keine Tabelle namens „%1“ in %2</translation>
    </message>
    <message>
        <source>these tables do not connect</source>
        <translation>diese Tabellen sind nicht verbunden</translation>
    </message>
    <message numerus="yes">
        <source>(%n row(s))</source>
        <translation>
            <numerusform>(%n Zeile)</numerusform>
            <numerusform>(%n Zeilen)</numerusform>
        </translation>
    </message>
    <message>
        <source>a notebook file ends in .%1</source>
        <translation>eine Notizbuchdatei endet auf .%1</translation>
    </message>
    <message>
        <source>the folder of %1 does not exist</source>
        <translation>der Ordner von %1 existiert nicht</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>cannot save %1: %2</source>
        <translation>%1 kann nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Added cell %1 to %2.</source>
        <translation>Zelle %1 zu %2 hinzugefügt.</translation>
    </message>
    <message>
        <source>An Assay notebook: its cells in order</source>
        <translation>Ein Assay-Notizbuch: seine Zellen der Reihe nach</translation>
    </message>
    <message>
        <source>no resource %1</source>
        <translation>keine Ressource %1</translation>
    </message>
    <message>
        <source>%1 has no cell called %2</source>
        <translation>%1 hat keine Zelle namens %2</translation>
    </message>
    <message>
        <source>parameter %1: a list holds strings or numbers</source>
        <translation>Parameter %1: Eine Liste enthält Zeichenketten oder Zahlen</translation>
    </message>
    <message>
        <source>parameter %1: give a string, a number or a list</source>
        <translation>Parameter %1: Geben Sie eine Zeichenkette, eine Zahl oder eine Liste an</translation>
    </message>
    <message>
        <source>the notebook has no SQL cell</source>
        <translation>das Notebook hat keine SQL-Zelle</translation>
    </message>
    <message>
        <source>the notebook has no cell called &quot;%1&quot;</source>
        <translation>das Notebook hat keine Zelle namens &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1 is not a SQL cell; run the cell whose rows you want</source>
        <translation>%1 ist keine SQL-Zelle; führen Sie die Zelle aus, deren Zeilen Sie möchten</translation>
    </message>
    <message>
        <source>cell %1, which %2 reads, is refused: %3</source>
        <translation>Zelle %1, die %2 liest, wird abgelehnt: %3</translation>
    </message>
</context>
<context>
    <name>assay::app::DataSource</name>
    <message>
        <source>cannot connect to %1: %2</source>
        <translation>keine Verbindung zu %1 möglich: %2</translation>
    </message>
    <message>
        <source>cannot read the tables of %1: %2</source>
        <translation>die Tabellen von %1 können nicht gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>assay::db::ConnectionManager</name>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
</context>
<context>
    <name>assay::llm::RequestRunner</name>
    <message>
        <source>Assay is shutting down.</source>
        <translation>Assay wird beendet.</translation>
    </message>
    <message>
        <source>The request was cancelled.</source>
        <translation>Die Anfrage wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Could not reach the provider within %1 s.</source>
        <translation>Der Anbieter war nicht innerhalb von %1 s erreichbar.</translation>
    </message>
    <message>
        <source>The model did not start answering within %1 s.</source>
        <translation>Das Modell hat nicht innerhalb von %1 s zu antworten begonnen.</translation>
    </message>
    <message>
        <source>The answer took longer than %1 s.</source>
        <translation>Die Antwort dauerte länger als %1 s.</translation>
    </message>
    <message>
        <source>Could not talk to the provider.</source>
        <translation>Keine Verbindung zum Anbieter möglich.</translation>
    </message>
    <message>
        <source>No answer within the call&apos;s time limit of %1 s.</source>
        <translation>Keine Antwort innerhalb des Zeitlimits von %1 s für diesen Aufruf.</translation>
    </message>
    <message>
        <source>Last error: %1</source>
        <translation>Letzter Fehler: %1</translation>
    </message>
    <message>
        <source>The model was still thinking after %1 s. It was not asked again, which would pay for the thinking twice: raise the time limit or lower the reasoning effort under Advanced.</source>
        <translation>Das Modell dachte nach %1 s noch nach. Es wurde nicht erneut gefragt, denn das Nachdenken würde doppelt bezahlt: Erhöhen Sie das Zeitlimit oder senken Sie den Denkaufwand unter „Erweitert“.</translation>
    </message>
</context>
<context>
    <name>assay::notebook::Notebook</name>
    <message>
        <source>no cell is named %1</source>
        <translation>keine Zelle heißt %1</translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1 ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>%1 has not run yet</source>
        <translation>%1 wurde noch nicht ausgeführt</translation>
    </message>
    <message>
        <source>%1 has %2 × %3, not a single value</source>
        <translation>%1 hat %2 × %3, keinen einzelnen Wert</translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln Zeile</numerusform>
            <numerusform>%Ln Zeilen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln column(s)</source>
        <translation>
            <numerusform>%Ln Spalte</numerusform>
            <numerusform>%Ln Spalten</numerusform>
        </translation>
    </message>
    <message>
        <source>parameter %1: %2</source>
        <translation>Parameter %1: %2</translation>
    </message>
</context>
<context>
    <name>assay::notebook::NotebookRunner</name>
    <message>
        <source>Cells are still running; stop them first.</source>
        <translation>Es laufen noch Zellen; stoppen Sie sie zuerst.</translation>
    </message>
    <message>
        <source>Connect to a database to run cells.</source>
        <translation>Verbinden Sie sich mit einer Datenbank, um Zellen auszuführen.</translation>
    </message>
    <message>
        <source>Not run: cell %1, which it reads, failed.</source>
        <translation>Nicht ausgeführt: Die gelesene Zelle %1 ist fehlgeschlagen.</translation>
    </message>
    <message>
        <source>Not run: it would change the database (%1) and you declined.</source>
        <translation>Nicht ausgeführt: Sie würde die Datenbank ändern (%1), und Sie haben abgelehnt.</translation>
    </message>
    <message>
        <source>Not run: the connection closed while you decided.</source>
        <translation>Nicht ausgeführt: Die Verbindung wurde geschlossen, während Sie entschieden haben.</translation>
    </message>
    <message>
        <source>Not run: the connection closed before the statement could be checked.</source>
        <translation>Nicht ausgeführt: Die Verbindung wurde geschlossen, bevor die Anweisung geprüft werden konnte.</translation>
    </message>
    <message>
        <source>Parameter %1: %2.</source>
        <translation>Parameter %1: %2.</translation>
    </message>
</context>
<context>
    <name>assay::security::SecretStore</name>
    <message>
        <source>Keys and passwords go to the system keychain.</source>
        <translation>Schlüssel und Passwörter kommen in den Schlüsselbund des Systems.</translation>
    </message>
    <message>
        <source>Keys and passwords are kept in the system keychain, never in Assay&apos;s settings files.</source>
        <translation>Schlüssel und Passwörter liegen im Schlüsselbund des Systems, nie in den Einstellungsdateien von Assay.</translation>
    </message>
    <message>
        <source>The system keychain is switched off; Assay keeps keys for this session only and will ask for them again next time.</source>
        <translation>Der Schlüsselbund des Systems ist ausgeschaltet; Assay behält Schlüssel nur für diese Sitzung und fragt beim nächsten Mal erneut.</translation>
    </message>
    <message>
        <source>The system keychain did not answer; Assay keeps keys for this session only and will ask for them again next time.</source>
        <translation>Der Schlüsselbund des Systems hat nicht geantwortet; Assay behält Schlüssel nur für diese Sitzung und fragt beim nächsten Mal erneut.</translation>
    </message>
    <message>
        <source>No system keychain is running; Assay will ask for this key again next time.</source>
        <translation>Es läuft kein Schlüsselbund; Assay fragt beim nächsten Mal erneut nach diesem Schlüssel.</translation>
    </message>
    <message>
        <source>The system keychain refused access.</source>
        <translation>Der Schlüsselbund des Systems hat den Zugriff verweigert.</translation>
    </message>
</context>
<context>
    <name>assay::ui::AppearanceDialog</name>
    <message>
        <source>Appearance</source>
        <translation>Darstellung</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Dem System folgen</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Farbschema</translation>
    </message>
    <message>
        <source>A new language takes effect the next time Assay starts. Numbers and dates follow the language&apos;s usual formats.</source>
        <translation>Eine neue Sprache gilt ab dem nächsten Start von Assay. Zahlen und Datumsangaben folgen den üblichen Formaten der Sprache.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Farbschema:</translation>
    </message>
    <message>
        <source>Assay is not translated into %1 yet, so it shows English. German and Chinese are available in Settings → Appearance.</source>
        <translation>Assay ist noch nicht in %1 übersetzt und wird daher auf Englisch angezeigt. Deutsch und Chinesisch sind unter Einstellungen → Darstellung verfügbar.</translation>
    </message>
</context>
<context>
    <name>assay::ui::AskController</name>
    <message>
        <source>The connection closed; the question was stopped.</source>
        <translation>Die Verbindung wurde geschlossen; die Frage wurde gestoppt.</translation>
    </message>
    <message>
        <source>Connect to a database first: questions are answered from its data.</source>
        <translation>Verbinden Sie sich zuerst mit einer Datenbank: Fragen werden aus ihren Daten beantwortet.</translation>
    </message>
    <message>
        <source>Assay could not open a connection for the assistant.</source>
        <translation>Assay konnte keine Verbindung für den Assistenten öffnen.</translation>
    </message>
    <message>
        <source>Stopped. Nothing was added to the notebook.</source>
        <translation>Gestoppt. Dem Notizbuch wurde nichts hinzugefügt.</translation>
    </message>
    <message>
        <source>Ask: %1</source>
        <translation>Frage: %1</translation>
    </message>
    <message>
        <source>There is no answer to keep.</source>
        <translation>Es gibt keine Antwort zum Behalten.</translation>
    </message>
    <message>
        <source>The join choice applies to this question only; it could not be kept: %1</source>
        <translation>Die Wahl der Verknüpfung gilt nur für diese Frage; sie konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>No language model is configured.</source>
        <translation>Es ist kein Sprachmodell eingerichtet.</translation>
    </message>
    <message>
        <source>The meaning of “%1” applies to this question only; it could not be kept: %2</source>
        <translation>Die Bedeutung von „%1“ gilt nur für diese Frage; sie konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>“%1” means %2 (chosen when the offline assistant asked).</source>
        <translation>„%1“ bedeutet %2 (gewählt, als der Offline-Assistent nachfragte).</translation>
    </message>
</context>
<context>
    <name>assay::ui::CapabilityBox</name>
    <message>
        <source>Advanced</source>
        <translation>Erweitert</translation>
    </message>
    <message>
        <source>What Assay sends this model</source>
        <translation>Was Assay diesem Modell sendet</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Temperatur</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
    <message>
        <source>Never send</source>
        <translation>Nie senden</translation>
    </message>
    <message>
        <source>Reasoning models and the newest Claude models refuse a temperature</source>
        <translation>Reasoning-Modelle und die neuesten Claude-Modelle lehnen eine Temperatur ab</translation>
    </message>
    <message>
        <source>Token limit field</source>
        <translation>Feld für das Token-Limit</translation>
    </message>
    <message>
        <source>JSON answers</source>
        <translation>JSON-Antworten</translation>
    </message>
    <message>
        <source>JSON mode (json_object)</source>
        <translation>JSON-Modus (json_object)</translation>
    </message>
    <message>
        <source>JSON schema (json_schema)</source>
        <translation>JSON-Schema (json_schema)</translation>
    </message>
    <message>
        <source>Asked for in the prompt</source>
        <translation>Im Prompt angefordert</translation>
    </message>
    <message>
        <source>LM Studio refuses json_object and takes json_schema</source>
        <translation>LM Studio lehnt json_object ab und akzeptiert json_schema</translation>
    </message>
    <message>
        <source>Reasoning effort</source>
        <translation>Denkaufwand</translation>
    </message>
    <message>
        <source>minimal</source>
        <translation>minimal</translation>
    </message>
    <message>
        <source>low</source>
        <translation>niedrig</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>mittel</translation>
    </message>
    <message>
        <source>high</source>
        <translation>hoch</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> Tokens</translation>
    </message>
    <message>
        <source>Context window</source>
        <translation>Kontextfenster</translation>
    </message>
    <message>
        <source>The largest context window Assay asks Ollama for (num_ctx); automatic sizes it to each prompt</source>
        <translation>Das größte Kontextfenster, das Assay bei Ollama anfordert (num_ctx); „Automatisch“ passt es an jeden Prompt an</translation>
    </message>
    <message>
        <source>Temperature:</source>
        <translation>Temperatur:</translation>
    </message>
    <message>
        <source>Token limit:</source>
        <translation>Token-Limit:</translation>
    </message>
    <message>
        <source>JSON answers:</source>
        <translation>JSON-Antworten:</translation>
    </message>
    <message>
        <source>Reasoning effort:</source>
        <translation>Denkaufwand:</translation>
    </message>
    <message>
        <source>Context window:</source>
        <translation>Kontextfenster:</translation>
    </message>
    <message>
        <source>a temperature</source>
        <translation>eine Temperatur</translation>
    </message>
    <message>
        <source>no temperature</source>
        <translation>keine Temperatur</translation>
    </message>
    <message>
        <source>reasoning effort %1</source>
        <translation>Denkaufwand %1</translation>
    </message>
    <message>
        <source>JSON mode</source>
        <translation>JSON-Modus</translation>
    </message>
    <message>
        <source>a JSON schema</source>
        <translation>ein JSON-Schema</translation>
    </message>
    <message>
        <source>format json</source>
        <translation>format json</translation>
    </message>
    <message>
        <source>JSON asked for in the prompt</source>
        <translation>JSON im Prompt angefordert</translation>
    </message>
    <message>
        <source>a context window sized to each prompt</source>
        <translation>ein an jeden Prompt angepasstes Kontextfenster</translation>
    </message>
    <message>
        <source>Assay sends this model: %1.</source>
        <translation>Assay sendet diesem Modell: %1.</translation>
    </message>
    <message>
        <source>the effort each call needs (low for checks, medium for SQL) with room to think</source>
        <translation>den Aufwand, den jeder Aufruf braucht (niedrig für Prüfungen, mittel für SQL), mit Raum zum Nachdenken</translation>
    </message>
    <message>
        <source>no streaming (the provider refused it)</source>
        <translation>kein Streaming (der Anbieter hat es abgelehnt)</translation>
    </message>
</context>
<context>
    <name>assay::ui::CellWidget</name>
    <message>
        <source>Double-click to rename</source>
        <translation>Doppelklicken zum Umbenennen</translation>
    </message>
    <message>
        <source>Cell name</source>
        <translation>Zellenname</translation>
    </message>
    <message>
        <source>Run this cell (Ctrl+Enter)</source>
        <translation>Diese Zelle ausführen (Strg+Eingabe)</translation>
    </message>
    <message>
        <source>Run cell</source>
        <translation>Zelle ausführen</translation>
    </message>
    <message>
        <source>Result figures</source>
        <translation>Ergebniskennzahlen</translation>
    </message>
    <message>
        <source>Cell kind</source>
        <translation>Zellenart</translation>
    </message>
    <message>
        <source>Cell actions</source>
        <translation>Zellenaktionen</translation>
    </message>
    <message>
        <source>Cell %1</source>
        <translation>Zelle %1</translation>
    </message>
    <message>
        <source>1 row</source>
        <translation>1 Zeile</translation>
    </message>
    <message>
        <source>%1 rows</source>
        <translation>%1 Zeilen</translation>
    </message>
    <message>
        <source> (limit reached)</source>
        <translation> (Limit erreicht)</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>State: %1</source>
        <translation>Status: %1</translation>
    </message>
    <message>
        <source>Selected in command mode</source>
        <translation>Im Befehlsmodus ausgewählt</translation>
    </message>
    <message>
        <source>Current cell</source>
        <translation>Aktuelle Zelle</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Ausführen</translation>
    </message>
    <message>
        <source>Chart This Result</source>
        <translation>Dieses Ergebnis als Diagramm</translation>
    </message>
    <message>
        <source>Describe This Result</source>
        <translation>Dieses Ergebnis beschreiben</translation>
    </message>
    <message>
        <source>Regenerate Insight</source>
        <translation>Erkenntnis neu erzeugen</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Umbenennen …</translation>
    </message>
    <message>
        <source>Move Up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <source>Move Down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Parameters used</source>
        <translation>Verwendete Parameter</translation>
    </message>
    <message>
        <source>Computed with %1</source>
        <translation>Berechnet mit %1</translation>
    </message>
    <message>
        <source>Written for %1</source>
        <translation>Geschrieben für %1</translation>
    </message>
    <message>
        <source>Create Parameter %1</source>
        <translation>Parameter %1 anlegen</translation>
    </message>
</context>
<context>
    <name>assay::ui::ChartAdvisor</name>
    <message>
        <source>Chart the result of the SQL cell %1:
%2</source>
        <translation>Das Ergebnis der SQL-Zelle %1 als Diagramm:
%2</translation>
    </message>
</context>
<context>
    <name>assay::ui::ChartCellWidget</name>
    <message>
        <source>Why this chart</source>
        <translation>Warum dieses Diagramm</translation>
    </message>
    <message>
        <source>Recommend</source>
        <translation>Empfehlen</translation>
    </message>
    <message>
        <source>Choose the chart again from the source&apos;s current result</source>
        <translation>Das Diagramm aus dem aktuellen Ergebnis der Quelle neu wählen</translation>
    </message>
    <message>
        <source>Recommend a chart</source>
        <translation>Ein Diagramm empfehlen</translation>
    </message>
    <message>
        <source>Chosen by hand.</source>
        <translation>Von Hand gewählt.</translation>
    </message>
    <message numerus="yes">
        <source> (%n more)</source>
        <translation>
            <numerusform> (%n weiterer)</numerusform>
            <numerusform> (%n weitere)</numerusform>
        </translation>
    </message>
    <message>
        <source>Table charts show the source cell&apos;s grid.</source>
        <translation>Tabellendiagramme zeigen das Raster der Quellzelle.</translation>
    </message>
    <message>
        <source>No chart: see the message below.</source>
        <translation>Kein Diagramm: siehe die Meldung unten.</translation>
    </message>
    <message>
        <source>Choose the cell whose result to chart.</source>
        <translation>Wählen Sie die Zelle, deren Ergebnis dargestellt werden soll.</translation>
    </message>
    <message>
        <source>Run the cell to draw the chart.</source>
        <translation>Führen Sie die Zelle aus, um das Diagramm zu zeichnen.</translation>
    </message>
</context>
<context>
    <name>assay::ui::ChartEditor</name>
    <message>
        <source>Data source</source>
        <translation>Datenquelle</translation>
    </message>
    <message>
        <source>Chart type</source>
        <translation>Diagrammtyp</translation>
    </message>
    <message>
        <source>X axis column</source>
        <translation>Spalte der x-Achse</translation>
    </message>
    <message>
        <source>Group dates by</source>
        <translation>Datumsangaben gruppieren nach</translation>
    </message>
    <message>
        <source>Measure column</source>
        <translation>Kennzahlspalte</translation>
    </message>
    <message>
        <source>Aggregation</source>
        <translation>Aggregation</translation>
    </message>
    <message>
        <source>Second measure column</source>
        <translation>Zweite Kennzahlspalte</translation>
    </message>
    <message>
        <source>Second aggregation</source>
        <translation>Zweite Aggregation</translation>
    </message>
    <message>
        <source>Series column</source>
        <translation>Reihenspalte</translation>
    </message>
    <message>
        <source>Sort</source>
        <translation>Sortierung</translation>
    </message>
    <message>
        <source>Stacked</source>
        <translation>Gestapelt</translation>
    </message>
    <message>
        <source>+ Other</source>
        <translation>+ Andere</translation>
    </message>
    <message>
        <source>Forecast</source>
        <translation>Prognose</translation>
    </message>
    <message>
        <source>as is</source>
        <translation>unverändert</translation>
    </message>
    <message>
        <source>natural order</source>
        <translation>natürliche Reihenfolge</translation>
    </message>
    <message>
        <source>x ascending</source>
        <translation>x aufsteigend</translation>
    </message>
    <message>
        <source>x descending</source>
        <translation>x absteigend</translation>
    </message>
    <message>
        <source>largest first</source>
        <translation>größte zuerst</translation>
    </message>
    <message>
        <source>smallest first</source>
        <translation>kleinste zuerst</translation>
    </message>
    <message>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>top </source>
        <translation>Top </translation>
    </message>
    <message>
        <source>Show only the top N</source>
        <translation>Nur die Top N zeigen</translation>
    </message>
    <message>
        <source>Add up the rest as Other</source>
        <translation>Den Rest als „Andere“ zusammenfassen</translation>
    </message>
    <message>
        <source>Forecast the next periods</source>
        <translation>Die nächsten Perioden prognostizieren</translation>
    </message>
    <message>
        <source> periods</source>
        <translation> Perioden</translation>
    </message>
    <message>
        <source>Periods to forecast</source>
        <translation>Zu prognostizierende Perioden</translation>
    </message>
    <message>
        <source>&amp;Data:</source>
        <translation>&amp;Daten:</translation>
    </message>
    <message>
        <source>&amp;Type:</source>
        <translation>&amp;Typ:</translation>
    </message>
    <message>
        <source>&amp;X:</source>
        <translation>&amp;X:</translation>
    </message>
    <message>
        <source>&amp;Series:</source>
        <translation>&amp;Reihen:</translation>
    </message>
    <message>
        <source>&amp;Measure:</source>
        <translation>&amp;Kennzahl:</translation>
    </message>
    <message>
        <source>and:</source>
        <translation>und:</translation>
    </message>
    <message>
        <source>S&amp;ort:</source>
        <translation>S&amp;ortierung:</translation>
    </message>
    <message>
        <source>(choose a cell)</source>
        <translation>(Zelle wählen)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>(rows)</source>
        <translation>(Zeilen)</translation>
    </message>
    <message>
        <source>Stack the series on top of each other</source>
        <translation>Die Reihen übereinander stapeln</translation>
    </message>
    <message>
        <source>Stacking needs bars with a series or two measures.</source>
        <translation>Stapeln braucht Balken mit einer Reihe oder zwei Kennzahlen.</translation>
    </message>
    <message>
        <source>Add up the categories past the top N into one Other bar or slice</source>
        <translation>Die Kategorien jenseits der Top N zu einem Balken oder Segment „Andere“ zusammenfassen</translation>
    </message>
    <message>
        <source>Forecast the next periods (Holt-Winters or a seasonal trend, chosen by hold-out error)</source>
        <translation>Die nächsten Perioden prognostizieren (Holt-Winters oder ein saisonaler Trend, gewählt nach dem Fehler auf zurückgehaltenen Daten)</translation>
    </message>
</context>
<context>
    <name>assay::ui::ChartExportDialog</name>
    <message>
        <source>S&amp;cale:</source>
        <translation>S&amp;kalierung:</translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>PNG-Bild</translation>
    </message>
    <message>
        <source>SVG image (vector)</source>
        <translation>SVG-Bild (Vektor)</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>1× (as sized)</source>
        <translation>1× (wie bemessen)</translation>
    </message>
    <message>
        <source>2× (high-density screens, slides)</source>
        <translation>2× (hochauflösende Bildschirme, Folien)</translation>
    </message>
    <message>
        <source>3× (print)</source>
        <translation>3× (Druck)</translation>
    </message>
    <message>
        <source>Chart preview</source>
        <translation>Diagrammvorschau</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen …</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Format:</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>&amp;Größe:</translation>
    </message>
    <message>
        <source>Sa&amp;ve to:</source>
        <translation>Speichern &amp;unter:</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>A vector image: sharp at any size; %1 × %2 is its natural size.</source>
        <translation>Ein Vektorbild: scharf in jeder Größe; %1 × %2 ist seine natürliche Größe.</translation>
    </message>
    <message>
        <source>The image will be %1 × %2 pixels.</source>
        <translation>Das Bild wird %1 × %2 Pixel groß.</translation>
    </message>
    <message>
        <source>Run the chart&apos;s cell to see it here.</source>
        <translation>Führen Sie die Zelle des Diagramms aus, um es hier zu sehen.</translation>
    </message>
    <message>
        <source>%1 images (*.%2)</source>
        <translation>%1-Bilder (*.%2)</translation>
    </message>
    <message>
        <source>Run the chart&apos;s cell first.</source>
        <translation>Führen Sie zuerst die Zelle des Diagramms aus.</translation>
    </message>
    <message>
        <source>About the file</source>
        <translation>Über die Datei</translation>
    </message>
</context>
<context>
    <name>assay::ui::ChartView</name>
    <message>
        <source>Chart notes</source>
        <translation>Diagrammhinweise</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>Diagramm</translation>
    </message>
    <message>
        <source>Run the cell to draw the chart.</source>
        <translation>Führen Sie die Zelle aus, um das Diagramm zu zeichnen.</translation>
    </message>
</context>
<context>
    <name>assay::ui::ChatPanel</name>
    <message>
        <source>Ask</source>
        <translation>Fragen</translation>
    </message>
    <message>
        <source>Ask about your data, e.g. “monthly revenue by region last year”</source>
        <translation>Fragen Sie nach Ihren Daten, z. B. „Monatsumsatz nach Region im letzten Jahr“</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Step by step</source>
        <translation>Schritt für Schritt</translation>
    </message>
    <message>
        <source>Explore with tools</source>
        <translation>Mit Werkzeugen erkunden</translation>
    </message>
    <message>
        <source>Connect to a database, then ask questions about its data here. Answers arrive as cells in the notebook: the SQL, a chart and a short insight, all editable.</source>
        <translation>Verbinden Sie sich mit einer Datenbank und stellen Sie hier Fragen zu ihren Daten. Antworten kommen als Zellen ins Notizbuch: das SQL, ein Diagramm und eine kurze Erkenntnis, alles bearbeitbar.</translation>
    </message>
    <message>
        <source>Ask a question about this database. Answers arrive as cells in the notebook.</source>
        <translation>Stellen Sie eine Frage zu dieser Datenbank. Antworten kommen als Zellen ins Notizbuch.</translation>
    </message>
    <message>
        <source>Ask a question about this database, or start with one of these:</source>
        <translation>Stellen Sie eine Frage zu dieser Datenbank oder beginnen Sie mit einer dieser:</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Stop the assistant; nothing is added to the notebook</source>
        <translation>Den Assistenten anhalten; dem Notizbuch wird nichts hinzugefügt</translation>
    </message>
    <message>
        <source>Kept as an example: similar questions will be answered like this one.</source>
        <translation>Als Beispiel behalten: Ähnliche Fragen werden wie diese beantwortet.</translation>
    </message>
    <message>
        <source>The answer&apos;s cells were changed since; use Edit → Undo to go back step by step.</source>
        <translation>Die Zellen der Antwort wurden seitdem geändert; gehen Sie mit Bearbeiten → Rückgängig schrittweise zurück.</translation>
    </message>
    <message>
        <source>Offline assistant</source>
        <translation>Offline-Assistent</translation>
    </message>
    <message>
        <source>Step by step: clarify, find tables, plan joins, write and check SQL. Explore with tools: the model searches columns and values and runs queries until it has the answer. Offline assistant: common questions answered by rules, with no language model (also used whenever no model is configured).</source>
        <translation>Schritt für Schritt: klären, Tabellen finden, Joins planen, SQL schreiben und prüfen. Mit Werkzeugen erkunden: Das Modell durchsucht Spalten und Werte und führt Abfragen aus, bis es die Antwort hat. Offline-Assistent: häufige Fragen, nach Regeln beantwortet, ohne Sprachmodell (auch immer dann, wenn kein Modell eingerichtet ist).</translation>
    </message>
    <message>
        <source>The offline assistant answers without a language model: counts, lists, measures by a dimension, over time, top N, shares, filters on stored values. It says when a question is beyond it.</source>
        <translation>Der Offline-Assistent antwortet ohne Sprachmodell: Anzahlen, Listen, Kennzahlen nach einer Dimension, im Zeitverlauf, Top N, Anteile, Filter auf gespeicherte Werte. Er sagt, wenn eine Frage darüber hinausgeht.</translation>
    </message>
    <message>
        <source>No language model is ready: %1 Until one is, the offline assistant answers: counts, lists, measures by a dimension, over time, top N, shares, filters on stored values. It says when a question is beyond it.</source>
        <translation>Es ist kein Sprachmodell bereit: %1 Bis eines bereit ist, antwortet der Offline-Assistent: Anzahlen, Listen, Kennzahlen nach einer Dimension, über die Zeit, Top N, Anteile, Filter auf gespeicherte Werte. Er sagt, wenn eine Frage seine Möglichkeiten übersteigt.</translation>
    </message>
</context>
<context>
    <name>assay::ui::ChatTurnWidget</name>
    <message>
        <source>%1 tokens</source>
        <translation>%1 Tokens</translation>
    </message>
    <message>
        <source>Keep as Example</source>
        <translation>Als Beispiel behalten</translation>
    </message>
    <message>
        <source>Remember this question and its SQL; similar questions will be answered the same way.</source>
        <translation>Diese Frage und ihr SQL merken; ähnliche Fragen werden genauso beantwortet.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Remove the cells this answer added</source>
        <translation>Die von dieser Antwort hinzugefügten Zellen entfernen</translation>
    </message>
    <message>
        <source>Ask Again</source>
        <translation>Erneut fragen</translation>
    </message>
    <message>
        <source>Remove this answer&apos;s cells and ask the question again</source>
        <translation>Die Zellen dieser Antwort entfernen und die Frage erneut stellen</translation>
    </message>
    <message>
        <source>Language Models…</source>
        <translation>Sprachmodelle …</translation>
    </message>
    <message>
        <source>Choose a model in the settings</source>
        <translation>Wählen Sie in den Einstellungen ein Modell</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>*I read this as:* %1</source>
        <translation>*Ich verstehe das als:* %1</translation>
    </message>
    <message>
        <source>⚠ %1: %2</source>
        <translation>⚠ %1: %2</translation>
    </message>
    <message>
        <source>Added to the notebook: %1</source>
        <translation>Zum Notizbuch hinzugefügt: %1</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>Cells: %1</source>
        <translation>Zellen: %1</translation>
    </message>
    <message>
        <source>Offline assistant · no language model</source>
        <translation>Offline-Assistent · kein Sprachmodell</translation>
    </message>
    <message>
        <source>Answered by rules from the schema, the glossary and value search; no data left this computer. It declines questions it cannot answer reliably.</source>
        <translation>Nach Regeln aus dem Schema, dem Glossar und der Wertsuche beantwortet; keine Daten haben diesen Computer verlassen. Fragen, die er nicht zuverlässig beantworten kann, lehnt er ab.</translation>
    </message>
    <message>
        <source>Offline assistant</source>
        <translation>Offline-Assistent</translation>
    </message>
    <message>
        <source>Other readings</source>
        <translation>Andere Lesarten</translation>
    </message>
    <message>
        <source>Not what you meant? %1</source>
        <translation>Nicht das, was Sie meinten? %1</translation>
    </message>
    <message>
        <source>Answer Offline</source>
        <translation>Offline beantworten</translation>
    </message>
    <message>
        <source>Let the offline assistant answer this question from the schema, without a language model.</source>
        <translation>Den Offline-Assistenten diese Frage anhand des Schemas beantworten lassen, ohne Sprachmodell.</translation>
    </message>
    <message>
        <source>schema: %1 of %2 tokens</source>
        <translation>Schema: %1 von %2 Tokens</translation>
    </message>
    <message>
        <source>notebook: %1 of %2 tokens</source>
        <translation>Notizbuch: %1 von %2 Tokens</translation>
    </message>
    <message>
        <source>Sent to the model, %1</source>
        <translation>An das Modell gesendet, %1</translation>
    </message>
    <message>
        <source>Being written</source>
        <translation>Wird geschrieben</translation>
    </message>
    <message>
        <source>The model&apos;s words as they arrive; the answer below replaces them when it is complete and checked.</source>
        <translation>Die Worte des Modells, sobald sie eintreffen; die Antwort darunter ersetzt sie, wenn sie vollständig und geprüft ist.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Denkt nach …</translation>
    </message>
    <message>
        <source>Answered by %1.</source>
        <translation>Beantwortet von %1.</translation>
    </message>
    <message>
        <source>Join this way; Assay keeps the choice for these tables (Knowledge → Corrections).</source>
        <translation>So verknüpfen; Assay merkt sich die Wahl für diese Tabellen (Wissen → Korrekturen).</translation>
    </message>
    <message>
        <source>The last query is kept in the cell %1 with its error, so you can fix it there.</source>
        <translation>Die letzte Abfrage bleibt mit ihrem Fehler in der Zelle %1, damit Sie sie dort korrigieren können.</translation>
    </message>
    <message>
        <source>A model that answered has no price; enter it in Settings → Language Models → Prices.</source>
        <translation>Ein Modell, das geantwortet hat, hat keinen Preis; geben Sie ihn unter Einstellungen → Sprachmodelle → Preise ein.</translation>
    </message>
    <message>
        <source>Closest readings: %1</source>
        <translation>Nächste Lesarten: %1</translation>
    </message>
    <message>
        <source>%1 tokens (%2 thinking)</source>
        <translation>%1 Tokens (%2 Nachdenken)</translation>
    </message>
    <message>
        <source>%1 · at least %2, some prices unknown</source>
        <translation>%1 · mindestens %2, einige Preise unbekannt</translation>
    </message>
    <message>
        <source>%1 · price unknown</source>
        <translation>%1 · Preis unbekannt</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>**%1** (%Ln row(s))</source>
        <translation>
            <numerusform>**%1** (%Ln Zeile)</numerusform>
            <numerusform>**%1** (%Ln Zeilen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>**%1** — %2 (%Ln row(s))</source>
        <translation>
            <numerusform>**%1** — %2 (%Ln Zeile)</numerusform>
            <numerusform>**%1** — %2 (%Ln Zeilen)</numerusform>
        </translation>
    </message>
    <message>
        <source>Read “%1” as %2; Assay keeps it in the glossary for this connection.</source>
        <translation>„%1“ als %2 lesen; Assay behält das im Glossar dieser Verbindung.</translation>
    </message>
    <message>
        <source>Answer with %1.</source>
        <translation>Mit %1 antworten.</translation>
    </message>
</context>
<context>
    <name>assay::ui::ConnectionDialog</name>
    <message>
        <source>Connect to a Database</source>
        <translation>Mit einer Datenbank verbinden</translation>
    </message>
    <message>
        <source>Saved connections</source>
        <translation>Gespeicherte Verbindungen</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <source>Forget</source>
        <translation>Vergessen</translation>
    </message>
    <message>
        <source>Remove the selected connection from the list</source>
        <translation>Die gewählte Verbindung aus der Liste entfernen</translation>
    </message>
    <message>
        <source>e.g. Sales warehouse</source>
        <translation>z. B. Vertriebs-Data-Warehouse</translation>
    </message>
    <message>
        <source>Database type</source>
        <translation>Datenbanktyp</translation>
    </message>
    <message>
        <source>/path/to/database.sqlite</source>
        <translation>/pfad/zur/datenbank.sqlite</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen …</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Datei:</translation>
    </message>
    <message>
        <source>Use the Sample Database</source>
        <translation>Beispieldatenbank verwenden</translation>
    </message>
    <message>
        <source>A retail business with five years of orders, bundled with Assay</source>
        <translation>Ein Einzelhändler mit fünf Jahren Bestellungen, mit Assay ausgeliefert</translation>
    </message>
    <message>
        <source>default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Passwort</translation>
    </message>
    <message>
        <source>Prefer</source>
        <translation>Bevorzugen</translation>
    </message>
    <message>
        <source>Require</source>
        <translation>Erzwingen</translation>
    </message>
    <message>
        <source>Disable</source>
        <translation>Deaktivieren</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>&amp;Host:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Datenbank:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Benutzer:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Pass&amp;wort:</translation>
    </message>
    <message>
        <source>&amp;Encryption:</source>
        <translation>&amp;Verschlüsselung:</translation>
    </message>
    <message>
        <source>&amp;Connection:</source>
        <translation>&amp;Verbindung:</translation>
    </message>
    <message>
        <source>Read-only: every statement runs in a read-only transaction</source>
        <translation>Nur lesen: Jede Anweisung läuft in einer Nur-Lese-Transaktion</translation>
    </message>
    <message>
        <source>Production: never write, not even from my own cells</source>
        <translation>Produktion: nie schreiben, auch nicht aus meinen eigenen Zellen</translation>
    </message>
    <message>
        <source>Keep the password in the system keychain</source>
        <translation>Passwort im Schlüsselbund des Systems behalten</translation>
    </message>
    <message>
        <source>Passwords are not saved: Assay asks for them when it connects.</source>
        <translation>Passwörter werden nicht gespeichert: Assay fragt beim Verbinden danach.</translation>
    </message>
    <message>
        <source>Connection test result</source>
        <translation>Ergebnis des Verbindungstests</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Type:</source>
        <translation>&amp;Typ:</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>Verbinden</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Testen</translation>
    </message>
    <message>
        <source>default (%1)</source>
        <translation>Standard (%1)</translation>
    </message>
    <message>
        <source>Open SQLite Database</source>
        <translation>SQLite-Datenbank öffnen</translation>
    </message>
    <message>
        <source>SQLite databases (*.sqlite *.sqlite3 *.db *.db3);;All files (*)</source>
        <translation>SQLite-Datenbanken (*.sqlite *.sqlite3 *.db *.db3);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Verbinde …</translation>
    </message>
    <message>
        <source>Connected successfully.</source>
        <translation>Verbindung erfolgreich.</translation>
    </message>
    <message>
        <source>&amp;Privacy…</source>
        <translation>&amp;Datenschutz …</translation>
    </message>
    <message>
        <source>What the assistant may see and query on this connection</source>
        <translation>Was der Assistent auf dieser Verbindung sehen und abfragen darf</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>kein Limit</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Statement timeout in seconds</source>
        <translation>Zeitlimit für Anweisungen in Sekunden</translation>
    </message>
    <message>
        <source>A query from the console or a notebook cell that is still running after this long is stopped. The assistant&apos;s queries have a limit of their own.</source>
        <translation>Eine Abfrage aus der Konsole oder einer Notizbuchzelle, die nach dieser Zeit noch läuft, wird angehalten. Die Abfragen des Assistenten haben ein eigenes Limit.</translation>
    </message>
    <message>
        <source>&amp;Stop queries after:</source>
        <translation>Abfragen &amp;anhalten nach:</translation>
    </message>
</context>
<context>
    <name>assay::ui::CorrectionsList</name>
    <message>
        <source>How tables join</source>
        <translation>Wie Tabellen verknüpft werden</translation>
    </message>
    <message>
        <source>Lookup table</source>
        <translation>Nachschlagetabelle</translation>
    </message>
    <message>
        <source>Link table</source>
        <translation>Verknüpfungstabelle</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Your answers about how this database&apos;s tables connect. Questions that need the same tables use them instead of asking again; remove one to be asked next time.</source>
        <translation>Ihre Antworten dazu, wie die Tabellen dieser Datenbank zusammenhängen. Fragen, die dieselben Tabellen brauchen, verwenden sie, statt erneut zu fragen; entfernen Sie eine, damit beim nächsten Mal wieder gefragt wird.</translation>
    </message>
    <message>
        <source>Correction</source>
        <translation>Korrektur</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Added</source>
        <translation>Hinzugefügt</translation>
    </message>
    <message>
        <source>The correction could not be removed: %1</source>
        <translation>Die Korrektur konnte nicht entfernt werden: %1</translation>
    </message>
    <message>
        <source>Relationship</source>
        <translation>Beziehung</translation>
    </message>
</context>
<context>
    <name>assay::ui::DataFiles</name>
    <message>
        <source>Open Data File</source>
        <translation>Datendatei öffnen</translation>
    </message>
    <message>
        <source>Data files (*.csv *.tsv *.tab *.txt *.json *.ndjson *.jsonl *.xlsx);;All files (*)</source>
        <translation>Datendateien (*.csv *.tsv *.tab *.txt *.json *.ndjson *.jsonl *.xlsx);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>This notebook reads from %1 (%2). A server cannot read a file on this computer in the same query, and Assay does not copy your files into it.

Open %3 in a new notebook?</source>
        <translation>Dieses Notizbuch liest aus %1 (%2). Ein Server kann in derselben Abfrage keine Datei auf diesem Computer lesen, und Assay kopiert Ihre Dateien nicht dorthin.

%3 in einem neuen Notizbuch öffnen?</translation>
    </message>
    <message numerus="yes">
        <source>Imported %1 into the table %2: %n row(s).</source>
        <translation>
            <numerusform>%1 in die Tabelle %2 importiert: %n Zeile.</numerusform>
            <numerusform>%1 in die Tabelle %2 importiert: %n Zeilen.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is gone. The table %2 keeps the rows imported on %3.</source>
        <translation>%1 ist nicht mehr vorhanden. Die Tabelle %2 behält die am %3 importierten Zeilen.</translation>
    </message>
    <message numerus="yes">
        <source>%1 changed on disk since it was imported into the table %2; %n cell(s) that read it are stale.</source>
        <translation>
            <numerusform>%1 hat sich auf dem Datenträger geändert, seit es in die Tabelle %2 importiert wurde; %n Zelle, die sie liest, ist veraltet.</numerusform>
            <numerusform>%1 hat sich auf dem Datenträger geändert, seit es in die Tabelle %2 importiert wurde; %n Zellen, die sie lesen, sind veraltet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Import Again…</source>
        <translation>Erneut importieren …</translation>
    </message>
    <message>
        <source>The table %1 is imported; the notebook open now was kept.</source>
        <translation>Die Tabelle %1 ist importiert; das geöffnete Notebook bleibt offen.</translation>
    </message>
</context>
<context>
    <name>assay::ui::DatabaseWatch</name>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Verified Answers</source>
        <translation>Bestätigte Antworten</translation>
    </message>
    <message>
        <source>Check for Schema C&amp;hanges</source>
        <translation>Auf Schema&amp;änderungen prüfen</translation>
    </message>
    <message>
        <source>Read the schema again and compare it with the one Assay saw last time</source>
        <translation>Das Schema erneut lesen und mit dem vergleichen, das Assay zuletzt gesehen hat</translation>
    </message>
    <message>
        <source>after a schema change</source>
        <translation>nach einer Schemaänderung</translation>
    </message>
    <message numerus="yes">
        <source>Verified answers checked %1: all %n still give their result.</source>
        <translation>
            <numerusform>Bestätigte Antworten %1 geprüft: %n Antwort liefert weiterhin ihr Ergebnis.</numerusform>
            <numerusform>Bestätigte Antworten %1 geprüft: Alle %n liefern weiterhin ihr Ergebnis.</numerusform>
        </translation>
    </message>
    <message>
        <source>Verified answers checked %1: %2 give a different result, %3 are no longer answerable.</source>
        <translation>Bestätigte Antworten %1 geprüft: %2 liefern ein anderes Ergebnis, %3 sind nicht mehr beantwortbar.</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Anzeigen</translation>
    </message>
</context>
<context>
    <name>assay::ui::DependencyPanel</name>
    <message>
        <source>Reads:</source>
        <translation>Liest:</translation>
    </message>
    <message>
        <source>Read by:</source>
        <translation>Gelesen von:</translation>
    </message>
    <message>
        <source>Cells this cell reads</source>
        <translation>Zellen, die diese Zelle liest</translation>
    </message>
    <message>
        <source>Cells that read this cell</source>
        <translation>Zellen, die diese Zelle lesen</translation>
    </message>
    <message>
        <source>No cell selected</source>
        <translation>Keine Zelle ausgewählt</translation>
    </message>
    <message>
        <source>(nothing: it reads only tables)</source>
        <translation>(nichts: sie liest nur Tabellen)</translation>
    </message>
    <message>
        <source>(no cell reads it)</source>
        <translation>(keine Zelle liest sie)</translation>
    </message>
    <message>
        <source>Upstream: %1 cell(s). Downstream: %2 cell(s) re-run when this one changes.</source>
        <translation>Vorgelagert: %1 Zelle(n). Nachgelagert: %2 Zelle(n) laufen erneut, wenn sich diese ändert.</translation>
    </message>
</context>
<context>
    <name>assay::ui::DriftController</name>
    <message>
        <source>The schema could not be read, so Assay could not check what changed since it last saw it: %1</source>
        <translation>Das Schema konnte nicht gelesen werden, daher konnte Assay nicht prüfen, was sich seit dem letzten Mal geändert hat: %1</translation>
    </message>
    <message>
        <source>Connect to a database first.</source>
        <translation>Verbinden Sie sich zuerst mit einer Datenbank.</translation>
    </message>
    <message>
        <source>Assay recorded the schema of %1; later checks compare with it.</source>
        <translation>Assay hat das Schema von %1 aufgezeichnet; spätere Prüfungen vergleichen damit.</translation>
    </message>
    <message>
        <source>No schema changes since %1.</source>
        <translation>Keine Schemaänderungen seit %1.</translation>
    </message>
    <message>
        <source>Assay could not compare the schema with the one it saw before: %1</source>
        <translation>Assay konnte das Schema nicht mit dem früher gesehenen vergleichen: %1</translation>
    </message>
    <message>
        <source>Review…</source>
        <translation>Prüfen…</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>und %n weitere</numerusform>
            <numerusform>und %n weitere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s)</source>
        <translation>
            <numerusform>%n Zelle</numerusform>
            <numerusform>%n Zellen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chart(s)</source>
        <translation>
            <numerusform>%n Diagramm</numerusform>
            <numerusform>%n Diagramme</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n glossary term(s)</source>
        <translation>
            <numerusform>%n Glossarbegriff</numerusform>
            <numerusform>%n Glossarbegriffe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n example(s)</source>
        <translation>
            <numerusform>%n Beispiel</numerusform>
            <numerusform>%n Beispiele</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n description(s)</source>
        <translation>
            <numerusform>%n Beschreibung</numerusform>
            <numerusform>%n Beschreibungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n metric(s)</source>
        <translation>
            <numerusform>%n Kennzahl</numerusform>
            <numerusform>%n Kennzahlen</numerusform>
        </translation>
    </message>
    <message>
        <source>the privacy settings</source>
        <translation>die Datenschutzeinstellungen</translation>
    </message>
    <message>
        <source>It touches nothing Assay keeps.</source>
        <translation>Es betrifft nichts, was Assay aufbewahrt.</translation>
    </message>
    <message>
        <source>It touches %1.</source>
        <translation>Es betrifft %1.</translation>
    </message>
    <message>
        <source>The schema of %1 changed since %2: %3. %4</source>
        <translation>Das Schema von %1 hat sich seit %2 geändert: %3. %4</translation>
    </message>
    <message>
        <source>Assay now compares with the schema as it is; nothing was changed.</source>
        <translation>Assay vergleicht jetzt mit dem Schema, wie es ist; nichts wurde geändert.</translation>
    </message>
    <message>
        <source>The schema could not be recorded: %1</source>
        <translation>Das Schema konnte nicht aufgezeichnet werden: %1</translation>
    </message>
    <message>
        <source>%1 is in %2: open that notebook to fix it there.</source>
        <translation>%1 liegt in %2: Öffnen Sie dieses Notizbuch, um es dort zu korrigieren.</translation>
    </message>
    <message>
        <source>Cell %1 was edited since the check and was left as it is.</source>
        <translation>Zelle %1 wurde seit der Prüfung bearbeitet und blieb unverändert.</translation>
    </message>
    <message>
        <source>The term %1 is gone already.</source>
        <translation>Der Begriff %1 ist bereits entfernt.</translation>
    </message>
    <message>
        <source>Remove term %1</source>
        <translation>Begriff %1 entfernen</translation>
    </message>
    <message>
        <source>Rewrite term %1</source>
        <translation>Begriff %1 umschreiben</translation>
    </message>
    <message>
        <source>The example “%1” is gone already.</source>
        <translation>Das Beispiel „%1“ ist bereits entfernt.</translation>
    </message>
    <message>
        <source>Drop example</source>
        <translation>Beispiel entfernen</translation>
    </message>
    <message>
        <source>Rewrite example</source>
        <translation>Beispiel umschreiben</translation>
    </message>
    <message>
        <source>Describe changed tables again</source>
        <translation>Geänderte Tabellen neu beschreiben</translation>
    </message>
    <message>
        <source>Remove description of %1</source>
        <translation>Beschreibung von %1 entfernen</translation>
    </message>
    <message>
        <source>Move description of %1</source>
        <translation>Beschreibung von %1 verschieben</translation>
    </message>
    <message>
        <source>Follow renames in the privacy settings</source>
        <translation>Umbenennungen in den Datenschutzeinstellungen nachziehen</translation>
    </message>
    <message>
        <source>Metric %1: no metric store takes the fix.</source>
        <translation>Kennzahl %1: Kein Kennzahlenspeicher übernimmt die Korrektur.</translation>
    </message>
    <message>
        <source>Rewrite metric %1</source>
        <translation>Kennzahl %1 umschreiben</translation>
    </message>
    <message>
        <source>Follow Schema Changes</source>
        <translation>Schemaänderungen folgen</translation>
    </message>
    <message numerus="yes">
        <source>Applied %n fix(es); Edit ▸ Undo takes them back. Assay now compares with the schema as it is.</source>
        <translation>
            <numerusform>%n Korrektur angewendet; Bearbeiten ▸ Rückgängig nimmt sie zurück. Assay vergleicht jetzt mit dem Schema, wie es ist.</numerusform>
            <numerusform>%n Korrekturen angewendet; Bearbeiten ▸ Rückgängig nimmt sie zurück. Assay vergleicht jetzt mit dem Schema, wie es ist.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>assay::ui::DriftDialog</name>
    <message>
        <source>No fix: %1</source>
        <translation>Keine Korrektur: %1</translation>
    </message>
    <message>
        <source>Rewrite: %1</source>
        <translation>Umschreiben: %1</translation>
    </message>
    <message>
        <source>Drop it (unticked: keep it)</source>
        <translation>Entfernen (nicht angehakt: behalten)</translation>
    </message>
    <message>
        <source>Move the description to the new name</source>
        <translation>Beschreibung auf den neuen Namen verschieben</translation>
    </message>
    <message>
        <source>Describe again</source>
        <translation>Neu beschreiben</translation>
    </message>
    <message>
        <source>Cells</source>
        <translation>Zellen</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <source>Glossary terms</source>
        <translation>Glossarbegriffe</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>Beispiele</translation>
    </message>
    <message>
        <source>Descriptions</source>
        <translation>Beschreibungen</translation>
    </message>
    <message>
        <source>Metrics</source>
        <translation>Kennzahlen</translation>
    </message>
    <message>
        <source>Privacy settings</source>
        <translation>Datenschutzeinstellungen</translation>
    </message>
    <message>
        <source>Apply Selected Fixes</source>
        <translation>Ausgewählte Korrekturen anwenden</translation>
    </message>
    <message>
        <source>Accept Without Fixing</source>
        <translation>Ohne Korrektur übernehmen</translation>
    </message>
    <message>
        <source>Schema Changes</source>
        <translation>Schemaänderungen</translation>
    </message>
    <message>
        <source>What changed</source>
        <translation>Was sich geändert hat</translation>
    </message>
    <message>
        <source>What it touches</source>
        <translation>Was es betrifft</translation>
    </message>
    <message>
        <source>Fix</source>
        <translation>Korrektur</translation>
    </message>
    <message>
        <source>Before and after the fix</source>
        <translation>Vor und nach der Korrektur</translation>
    </message>
    <message>
        <source>Select an item to see its text before and after the fix.</source>
        <translation>Wählen Sie einen Eintrag, um seinen Text vor und nach der Korrektur zu sehen.</translation>
    </message>
    <message>
        <source>Rewrite what is ticked (one undo step), then compare with this schema from now on</source>
        <translation>Das Angehakte umschreiben (ein Rückgängig-Schritt), dann ab jetzt mit diesem Schema vergleichen</translation>
    </message>
    <message>
        <source>Change nothing; compare with this schema from now on</source>
        <translation>Nichts ändern; ab jetzt mit diesem Schema vergleichen</translation>
    </message>
    <message>
        <source>Start Over With This Database</source>
        <translation>Mit dieser Datenbank neu beginnen</translation>
    </message>
    <message>
        <source>Compared with the schema seen %1 (%2 tables then, %3 now): %4.</source>
        <translation>Verglichen mit dem am %1 gesehenen Schema (damals %2 Tabellen, jetzt %3): %4.</translation>
    </message>
    <message>
        <source>Only possibly renamed: check the evidence before you apply a fix that relies on it.</source>
        <translation>Nur möglicherweise umbenannt: Prüfen Sie die Belege, bevor Sie eine Korrektur anwenden, die sich darauf stützt.</translation>
    </message>
    <message>
        <source>%1 (in %2)</source>
        <translation>%1 (in %2)</translation>
    </message>
    <message>
        <source>Nothing Assay keeps names what changed.</source>
        <translation>Nichts, was Assay aufbewahrt, nennt das Geänderte.</translation>
    </message>
    <message>
        <source>The chart&apos;s columns: %1</source>
        <translation>Die Spalten des Diagramms: %1</translation>
    </message>
    <message>
        <source>Before:</source>
        <translation>Vorher:</translation>
    </message>
    <message>
        <source>After:</source>
        <translation>Nachher:</translation>
    </message>
</context>
<context>
    <name>assay::ui::ExampleDialog</name>
    <message>
        <source>Example Question</source>
        <translation>Beispielfrage</translation>
    </message>
    <message>
        <source>What was the revenue per region last quarter?</source>
        <translation>Wie hoch war der Umsatz je Region im letzten Quartal?</translation>
    </message>
    <message>
        <source>Question:</source>
        <translation>Frage:</translation>
    </message>
    <message>
        <source>SQL:</source>
        <translation>SQL:</translation>
    </message>
    <message>
        <source>Examples teach Assay how questions about this database map to SQL. They are shown to the model for similar questions.</source>
        <translation>Beispiele zeigen Assay, wie Fragen zu dieser Datenbank zu SQL werden. Bei ähnlichen Fragen sieht das Modell sie.</translation>
    </message>
</context>
<context>
    <name>assay::ui::GlossaryEntryDialog</name>
    <message>
        <source>SQL expression:</source>
        <translation>SQL-Ausdruck:</translation>
    </message>
    <message>
        <source>Stored value:</source>
        <translation>Gespeicherter Wert:</translation>
    </message>
    <message>
        <source>Glossary Entry</source>
        <translation>Glossareintrag</translation>
    </message>
    <message>
        <source>GMV</source>
        <translation>GMV</translation>
    </message>
    <message>
        <source>gross merchandise value; gross sales</source>
        <translation>Bruttowarenwert; Bruttoumsatz</translation>
    </message>
    <message>
        <source>Total value of orders before refunds and discounts.</source>
        <translation>Gesamtwert der Bestellungen vor Erstattungen und Rabatten.</translation>
    </message>
    <message>
        <source>customers</source>
        <translation>customers</translation>
    </message>
    <message>
        <source>country</source>
        <translation>country</translation>
    </message>
    <message>
        <source>Germany</source>
        <translation>Germany</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>Art:</translation>
    </message>
    <message>
        <source>Term:</source>
        <translation>Begriff:</translation>
    </message>
    <message>
        <source>Also called:</source>
        <translation>Auch genannt:</translation>
    </message>
    <message>
        <source>Definition:</source>
        <translation>Definition:</translation>
    </message>
    <message>
        <source>Table:</source>
        <translation>Tabelle:</translation>
    </message>
    <message>
        <source>Column:</source>
        <translation>Spalte:</translation>
    </message>
    <message>
        <source>Aliases are separated by semicolons. The model sees these entries when it describes columns and answers questions.</source>
        <translation>Alias-Namen werden durch Semikolons getrennt. Das Modell sieht diese Einträge, wenn es Spalten beschreibt und Fragen beantwortet.</translation>
    </message>
</context>
<context>
    <name>assay::ui::GlossaryModel</name>
    <message>
        <source>Term</source>
        <translation>Begriff</translation>
    </message>
    <message>
        <source>Acronym</source>
        <translation>Akronym</translation>
    </message>
    <message>
        <source>Business logic</source>
        <translation>Geschäftslogik</translation>
    </message>
    <message>
        <source>Value synonym</source>
        <translation>Wert-Synonym</translation>
    </message>
    <message>
        <source>means the value &apos;%1&apos;%2</source>
        <translation>bedeutet den Wert „%1“%2</translation>
    </message>
    <message>
        <source> in %1</source>
        <translation> in %1</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Also called</source>
        <translation>Auch genannt</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Bedeutung</translation>
    </message>
</context>
<context>
    <name>assay::ui::HelpViewer</name>
    <message>
        <source>Assay User Guide</source>
        <translation>Assay-Benutzerhandbuch</translation>
    </message>
    <message>
        <source>Search the guide</source>
        <translation>Im Handbuch suchen</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source>Guide page</source>
        <translation>Handbuchseite</translation>
    </message>
</context>
<context>
    <name>assay::ui::HistoryModel</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>Verbindung</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Statement</source>
        <translation>Anweisung</translation>
    </message>
</context>
<context>
    <name>assay::ui::HistoryPanel</name>
    <message>
        <source>Failed only</source>
        <translation>Nur fehlgeschlagene</translation>
    </message>
    <message>
        <source>Open in New Cell</source>
        <translation>In neuer Zelle öffnen</translation>
    </message>
    <message>
        <source>Search statements, cells, questions, errors</source>
        <translation>Anweisungen, Zellen, Fragen, Fehler durchsuchen</translation>
    </message>
    <message>
        <source>Search the history</source>
        <translation>Verlauf durchsuchen</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Statements run</source>
        <translation>Ausgeführte Anweisungen</translation>
    </message>
    <message>
        <source>All sources</source>
        <translation>Alle Quellen</translation>
    </message>
    <message>
        <source>Put the selected statement into a new SQL cell below the current one (or double-click it)</source>
        <translation>Die ausgewählte Anweisung in eine neue SQL-Zelle unter der aktuellen setzen (oder doppelklicken)</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Mehr</translation>
    </message>
    <message>
        <source>Copy Statement</source>
        <translation>Anweisung kopieren</translation>
    </message>
    <message>
        <source>Keep No History for Production Connections</source>
        <translation>Für Produktionsverbindungen keinen Verlauf führen</translation>
    </message>
    <message>
        <source>Clear History…</source>
        <translation>Verlauf löschen…</translation>
    </message>
    <message>
        <source>Clear History</source>
        <translation>Verlauf löschen</translation>
    </message>
    <message>
        <source>Remove every statement kept for %1? This cannot be undone.</source>
        <translation>Alle für %1 aufbewahrten Anweisungen entfernen? Das kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <source>Connect to a database to see the statements run on it.</source>
        <translation>Verbinden Sie sich mit einer Datenbank, um die darauf ausgeführten Anweisungen zu sehen.</translation>
    </message>
    <message>
        <source>Nothing run on %1 yet.</source>
        <translation>Auf %1 wurde noch nichts ausgeführt.</translation>
    </message>
    <message>
        <source>No statement matches.</source>
        <translation>Keine Anweisung passt.</translation>
    </message>
    <message>
        <source>The newest %1 of %2 statements.</source>
        <translation>Die neuesten %1 von %2 Anweisungen.</translation>
    </message>
    <message numerus="yes">
        <source>%n statement(s).</source>
        <translation>
            <numerusform>%n Anweisung.</numerusform>
            <numerusform>%n Anweisungen.</numerusform>
        </translation>
    </message>
    <message>
        <source>This production connection keeps no history (More ▸ Keep No History for Production Connections).</source>
        <translation>Diese Produktionsverbindung führt keinen Verlauf (Mehr ▸ Für Produktionsverbindungen keinen Verlauf führen).</translation>
    </message>
</context>
<context>
    <name>assay::ui::HistoryService</name>
    <message>
        <source>The statement history cannot be kept: %1</source>
        <translation>Der Anweisungsverlauf kann nicht geführt werden: %1</translation>
    </message>
    <message>
        <source>A statement could not be added to the history: %1</source>
        <translation>Eine Anweisung konnte nicht in den Verlauf aufgenommen werden: %1</translation>
    </message>
    <message>
        <source>The history could not be cleared: %1</source>
        <translation>Der Verlauf konnte nicht gelöscht werden: %1</translation>
    </message>
</context>
<context>
    <name>assay::ui::ImportDialog</name>
    <message>
        <source>First row names the columns</source>
        <translation>Erste Zeile enthält die Spaltennamen</translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>%1 importieren</translation>
    </message>
    <message>
        <source>Click a column&apos;s name to change its type</source>
        <translation>Klicken Sie auf den Namen einer Spalte, um ihren Typ zu ändern</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
    <message>
        <source>&amp;Table name:</source>
        <translation>Tabellen&amp;name:</translation>
    </message>
    <message>
        <source>&amp;Sheet:</source>
        <translation>&amp;Blatt:</translation>
    </message>
    <message>
        <source>&amp;Encoding:</source>
        <translation>&amp;Kodierung:</translation>
    </message>
    <message>
        <source>Comma ( , )</source>
        <translation>Komma ( , )</translation>
    </message>
    <message>
        <source>Semicolon ( ; )</source>
        <translation>Semikolon ( ; )</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tabulator</translation>
    </message>
    <message>
        <source>Vertical bar ( | )</source>
        <translation>Senkrechter Strich ( | )</translation>
    </message>
    <message>
        <source>&amp;Delimiter:</source>
        <translation>&amp;Trennzeichen:</translation>
    </message>
    <message>
        <source>Double quote ( &quot; )</source>
        <translation>Doppeltes Anführungszeichen ( &quot; )</translation>
    </message>
    <message>
        <source>Single quote ( &apos; )</source>
        <translation>Einfaches Anführungszeichen ( &apos; )</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keiner</translation>
    </message>
    <message>
        <source>&amp;Quotes:</source>
        <translation>Anführungs&amp;zeichen:</translation>
    </message>
    <message>
        <source>Point (3.5)</source>
        <translation>Punkt (3.5)</translation>
    </message>
    <message>
        <source>Comma (3,5)</source>
        <translation>Komma (3,5)</translation>
    </message>
    <message>
        <source>Decimal &amp;separator:</source>
        <translation>&amp;Dezimaltrennzeichen:</translation>
    </message>
    <message>
        <source>Day first (31/12/2024)</source>
        <translation>Tag zuerst (31/12/2024)</translation>
    </message>
    <message>
        <source>Month first (12/31/2024)</source>
        <translation>Monat zuerst (12/31/2024)</translation>
    </message>
    <message>
        <source>D&amp;ates:</source>
        <translation>Dat&amp;um:</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) imported</source>
        <translation>
            <numerusform>%n Zeile importiert</numerusform>
            <numerusform>%n Zeilen importiert</numerusform>
        </translation>
    </message>
    <message>
        <source>Importing…</source>
        <translation>Importiere …</translation>
    </message>
</context>
<context>
    <name>assay::ui::InsightBar</name>
    <message>
        <source>Regenerate</source>
        <translation>Neu erzeugen</translation>
    </message>
    <message>
        <source>Describe the current result again</source>
        <translation>Das aktuelle Ergebnis erneut beschreiben</translation>
    </message>
    <message>
        <source>Regenerate insight</source>
        <translation>Erkenntnis neu erzeugen</translation>
    </message>
    <message>
        <source>Insight about &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Erkenntnis zu &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>the result has changed since this was written</source>
        <translation>Das Ergebnis hat sich geändert, seit dies geschrieben wurde</translation>
    </message>
</context>
<context>
    <name>assay::ui::InsightController</name>
    <message>
        <source>Only the result of a SQL or chart cell can be described.</source>
        <translation>Nur das Ergebnis einer SQL- oder Diagrammzelle kann beschrieben werden.</translation>
    </message>
    <message>
        <source>Run %1 first: there is no result to describe yet.</source>
        <translation>Führen Sie zuerst %1 aus: Es gibt noch kein Ergebnis zu beschreiben.</translation>
    </message>
    <message>
        <source>Describing %1…</source>
        <translation>Beschreibe %1 …</translation>
    </message>
    <message>
        <source>Insight phrased by the model; every number in it was checked against the data.</source>
        <translation>Erkenntnis vom Modell formuliert; jede Zahl darin wurde an den Daten geprüft.</translation>
    </message>
    <message>
        <source>Described %1.</source>
        <translation>%1 beschrieben.</translation>
    </message>
    <message>
        <source>Described without the model: this result reads data the connection&apos;s privacy settings hide or redact, so its values were not sent.</source>
        <translation>Ohne das Modell beschrieben: Dieses Ergebnis liest Daten, die die Datenschutzeinstellungen der Verbindung verbergen oder schwärzen, daher wurden seine Werte nicht gesendet.</translation>
    </message>
</context>
<context>
    <name>assay::ui::KnowledgePanel</name>
    <message>
        <source>Added by you</source>
        <translation>Von Ihnen hinzugefügt</translation>
    </message>
    <message>
        <source>Thumbs-up</source>
        <translation>Daumen hoch</translation>
    </message>
    <message>
        <source>From your queries</source>
        <translation>Aus Ihren Abfragen</translation>
    </message>
    <message>
        <source>Built in</source>
        <translation>Eingebaut</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Spalte</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>Glossar</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>Beispiel</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Share sample values with the language model</source>
        <translation>Beispielwerte mit dem Sprachmodell teilen</translation>
    </message>
    <message>
        <source>Update</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <source>Profile and describe the tables that are new or changed since the last build.</source>
        <translation>Die Tabellen, die seit dem letzten Aufbau neu sind oder sich geändert haben, profilieren und beschreiben.</translation>
    </message>
    <message>
        <source>Rebuild Everything</source>
        <translation>Alles neu aufbauen</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Überblick</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tabellen</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>Beispiele</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Suche</translation>
    </message>
    <message>
        <source>Off: the model sees names, types, comments and counts only. On: it also sees a few of the most common values of each column, which gives better descriptions. Applies to the next build.</source>
        <translation>Aus: Das Modell sieht nur Namen, Typen, Kommentare und Zählungen. An: Es sieht auch einige der häufigsten Werte jeder Spalte, was bessere Beschreibungen ergibt. Gilt ab dem nächsten Aufbau.</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Starte …</translation>
    </message>
    <message>
        <source>Indexing values for search: %1 of %2 columns</source>
        <translation>Werte für die Suche indizieren: %1 von %2 Spalten</translation>
    </message>
    <message>
        <source>values indexed for search: %1</source>
        <translation>für die Suche indizierte Werte: %1</translation>
    </message>
    <message>
        <source>Examples written from your queries: %1.</source>
        <translation>Aus Ihren Abfragen geschriebene Beispiele: %1.</translation>
    </message>
    <message>
        <source>%1 example(s) written; %2 could not be: %3</source>
        <translation>%1 Beispiel(e) geschrieben; %2 nicht möglich: %3</translation>
    </message>
    <message>
        <source>Filter tables and columns</source>
        <translation>Tabellen und Spalten filtern</translation>
    </message>
    <message>
        <source>The description could not be saved: %1</source>
        <translation>Die Beschreibung konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Double-click a description to write your own; yours is kept over generated text.</source>
        <translation>Doppelklicken Sie auf eine Beschreibung, um Ihre eigene zu schreiben; Ihre hat Vorrang vor erzeugtem Text.</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Hinzufügen …</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Bearbeiten …</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importieren …</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren …</translation>
    </message>
    <message>
        <source>Read terms from a CSV file (columns: term, kind, aliases, definition, expression, table, column, value) or a Markdown list (- **Term** (alias): definition).</source>
        <translation>Begriffe aus einer CSV-Datei (Spalten: term, kind, aliases, definition, expression, table, column, value) oder einer Markdown-Liste (- **Begriff** (Alias): Definition) lesen.</translation>
    </message>
    <message>
        <source>Import Glossary</source>
        <translation>Glossar importieren</translation>
    </message>
    <message>
        <source>Glossary (*.csv *.md *.markdown *.txt)</source>
        <translation>Glossar (*.csv *.md *.markdown *.txt)</translation>
    </message>
    <message>
        <source>Export Glossary</source>
        <translation>Glossar exportieren</translation>
    </message>
    <message>
        <source>CSV (*.csv);;Markdown (*.md)</source>
        <translation>CSV (*.csv);;Markdown (*.md)</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Herkunft</translation>
    </message>
    <message>
        <source>Select an example to see its SQL.</source>
        <translation>Wählen Sie ein Beispiel, um sein SQL zu sehen.</translation>
    </message>
    <message>
        <source>Write Questions for My Recent Queries</source>
        <translation>Fragen zu meinen letzten Abfragen schreiben</translation>
    </message>
    <message>
        <source>The language model reads the queries you ran recently and writes the question each one answers, so Assay can reuse them for similar questions.</source>
        <translation>Das Sprachmodell liest Ihre letzten Abfragen und schreibt die Frage, die jede beantwortet, damit Assay sie für ähnliche Fragen wiederverwenden kann.</translation>
    </message>
    <message>
        <source>There are no queries in your history yet: run some in the console or the notebook first.</source>
        <translation>Ihr Verlauf enthält noch keine Abfragen: Führen Sie zuerst welche in der Konsole oder im Notizbuch aus.</translation>
    </message>
    <message>
        <source>Writing questions for your recent queries (%1)…</source>
        <translation>Schreibe Fragen zu Ihren letzten Abfragen (%1) …</translation>
    </message>
    <message>
        <source>Try a question or a value: revenue by region, Berlin…</source>
        <translation>Probieren Sie eine Frage oder einen Wert: Umsatz nach Region, Berlin …</translation>
    </message>
    <message>
        <source>Found</source>
        <translation>Gefunden</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>What Assay would look at for this text: tables, columns, glossary entries and examples, and the stored values that match.</source>
        <translation>Was Assay sich bei diesem Text ansehen würde: Tabellen, Spalten, Glossareinträge und Beispiele sowie die passenden gespeicherten Werte.</translation>
    </message>
    <message>
        <source>&lt;p&gt;Connect to a database: Assay profiles its tables and, with a language model, describes them, finds how they relate and suggests questions to start with.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Verbinden Sie sich mit einer Datenbank: Assay profiliert ihre Tabellen und beschreibt sie mit einem Sprachmodell, findet ihre Beziehungen und schlägt Fragen für den Anfang vor.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Reading the database…&lt;/p&gt;</source>
        <translation>&lt;p&gt;Lese die Datenbank …&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Nothing is known about this database yet. Press &lt;b&gt;Update&lt;/b&gt; to build it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Über diese Datenbank ist noch nichts bekannt. Drücken Sie &lt;b&gt;Aktualisieren&lt;/b&gt;, um das Wissen aufzubauen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Purpose</source>
        <translation>Zweck</translation>
    </message>
    <message>
        <source>Domain</source>
        <translation>Bereich</translation>
    </message>
    <message>
        <source>Why it matters</source>
        <translation>Warum es wichtig ist</translation>
    </message>
    <message>
        <source>For example</source>
        <translation>Zum Beispiel</translation>
    </message>
    <message>
        <source>Questions to start with</source>
        <translation>Fragen für den Anfang</translation>
    </message>
    <message>
        <source>What it is about</source>
        <translation>Worum es geht</translation>
    </message>
    <message>
        <source>How the tables connect</source>
        <translation>Wie die Tabellen zusammenhängen</translation>
    </message>
    <message>
        <source>declared</source>
        <translation>deklariert</translation>
    </message>
    <message>
        <source>yours</source>
        <translation>Ihre</translation>
    </message>
    <message>
        <source>inferred, %1% sure</source>
        <translation>erschlossen, %1 % sicher</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>und %n weiterer</numerusform>
            <numerusform>und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>Nicht verbunden.</translation>
    </message>
    <message>
        <source>Building…</source>
        <translation>Baue auf …</translation>
    </message>
    <message>
        <source>tables: %1, columns: %2</source>
        <translation>Tabellen: %1, Spalten: %2</translation>
    </message>
    <message>
        <source>described by the language model</source>
        <translation>vom Sprachmodell beschrieben</translation>
    </message>
    <message>
        <source>profiled only: the language model&apos;s answers could not be used</source>
        <translation>nur profiliert: Die Antworten des Sprachmodells waren nicht verwendbar</translation>
    </message>
    <message>
        <source>profiled without a language model</source>
        <translation>ohne Sprachmodell profiliert</translation>
    </message>
    <message>
        <source>updated %1</source>
        <translation>aktualisiert %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 (and %n more)</source>
        <translation>
            <numerusform>%1 (und %n weiterer)</numerusform>
            <numerusform>%1 (und %n weitere)</numerusform>
        </translation>
    </message>
    <message>
        <source>The build was cancelled; what finished is kept and the rest is built next time.</source>
        <translation>Der Aufbau wurde abgebrochen; Fertiges bleibt erhalten, der Rest wird beim nächsten Mal aufgebaut.</translation>
    </message>
    <message>
        <source>No longer in the database: %1.</source>
        <translation>Nicht mehr in der Datenbank: %1.</translation>
    </message>
    <message>
        <source>The glossary could not be imported: %1</source>
        <translation>Das Glossar konnte nicht importiert werden: %1</translation>
    </message>
    <message>
        <source>Glossary entries imported: %1; rows skipped: %2 (see the warnings).</source>
        <translation>Importierte Glossareinträge: %1; übersprungene Zeilen: %2 (siehe Warnungen).</translation>
    </message>
    <message>
        <source>Glossary entries imported: %1.</source>
        <translation>Importierte Glossareinträge: %1.</translation>
    </message>
    <message>
        <source>The glossary could not be exported: %1</source>
        <translation>Das Glossar konnte nicht exportiert werden: %1</translation>
    </message>
    <message>
        <source>Glossary exported to %1.</source>
        <translation>Glossar nach %1 exportiert.</translation>
    </message>
    <message>
        <source>The entry could not be saved: %1</source>
        <translation>Der Eintrag konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>The example could not be saved: %1</source>
        <translation>Das Beispiel konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Stored values</source>
        <translation>Gespeicherte Werte</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Rows with this value: %1</source>
        <translation>Zeilen mit diesem Wert: %1</translation>
    </message>
    <message>
        <source>Tables, columns, glossary, examples</source>
        <translation>Tabellen, Spalten, Glossar, Beispiele</translation>
    </message>
    <message>
        <source>keyword %1 · meaning %2</source>
        <translation>Stichwort %1 · Bedeutung %2</translation>
    </message>
    <message>
        <source>Nothing found.</source>
        <translation>Nichts gefunden.</translation>
    </message>
    <message>
        <source>Corrections</source>
        <translation>Korrekturen</translation>
    </message>
    <message>
        <source>No terms yet. A glossary tells Assay what your words mean: that “revenue” is the sum of amount, or which regions “EMEA” covers. Add a term, or import a CSV file or a Markdown list.</source>
        <translation>Noch keine Begriffe. Ein Glossar sagt Assay, was Ihre Wörter bedeuten: dass „Umsatz“ die Summe von amount ist oder welche Regionen „EMEA“ umfasst. Fügen Sie einen Begriff hinzu, oder importieren Sie eine CSV-Datei oder eine Markdown-Liste.</translation>
    </message>
    <message>
        <source>No examples yet. An example pairs a question with the SQL that answers it, and Assay reuses it for similar questions. Add one, or let the language model write questions for the queries you ran recently.</source>
        <translation>Noch keine Beispiele. Ein Beispiel verbindet eine Frage mit dem SQL, das sie beantwortet, und Assay verwendet es für ähnliche Fragen wieder. Fügen Sie eines hinzu, oder lassen Sie das Sprachmodell Fragen zu den Abfragen schreiben, die Sie kürzlich ausgeführt haben.</translation>
    </message>
    <message>
        <source>Relationships</source>
        <translation>Beziehungen</translation>
    </message>
</context>
<context>
    <name>assay::ui::KnowledgeTreeModel</name>
    <message>
        <source>Written by you; kept over anything generated.</source>
        <translation>Von Ihnen geschrieben; hat Vorrang vor allem Erzeugten.</translation>
    </message>
    <message>
        <source>Written by the language model from names, types and statistics.</source>
        <translation>Vom Sprachmodell aus Namen, Typen und Statistiken geschrieben.</translation>
    </message>
    <message>
        <source>The database&apos;s own comment.</source>
        <translation>Der eigene Kommentar der Datenbank.</translation>
    </message>
    <message>
        <source>Derived from the schema.</source>
        <translation>Aus dem Schema abgeleitet.</translation>
    </message>
    <message>
        <source>No description yet. Double-click to write one.</source>
        <translation>Noch keine Beschreibung. Doppelklicken, um eine zu schreiben.</translation>
    </message>
    <message>
        <source>fact</source>
        <translation>Fakt</translation>
    </message>
    <message>
        <source>dimension</source>
        <translation>Dimension</translation>
    </message>
    <message>
        <source>bridge</source>
        <translation>Brücke</translation>
    </message>
    <message>
        <source>lookup</source>
        <translation>Nachschlagetabelle</translation>
    </message>
    <message>
        <source>key %1</source>
        <translation>Schlüssel %1</translation>
    </message>
    <message>
        <source>about: %1</source>
        <translation>über: %1</translation>
    </message>
    <message>
        <source>Table / column</source>
        <translation>Tabelle / Spalte</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>What the data shows</source>
        <translation>Was die Daten zeigen</translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln Zeile</numerusform>
            <numerusform>%Ln Zeilen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>assay::ui::LlmSettingsDialog</name>
    <message>
        <source>Language Models</source>
        <translation>Sprachmodelle</translation>
    </message>
    <message>
        <source>Providers</source>
        <translation>Anbieter</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>Modelle</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Preise</translation>
    </message>
    <message>
        <source>Usage</source>
        <translation>Nutzung</translation>
    </message>
    <message>
        <source>Where keys are kept</source>
        <translation>Wo Schlüssel aufbewahrt werden</translation>
    </message>
    <message>
        <source>No secret store: keys are kept for this session only.</source>
        <translation>Kein Geheimnisspeicher: Schlüssel werden nur für diese Sitzung behalten.</translation>
    </message>
    <message>
        <source>kept for this session only</source>
        <translation>nur für diese Sitzung behalten</translation>
    </message>
    <message>
        <source>it goes to the system keychain</source>
        <translation>er kommt in den Schlüsselbund des Systems</translation>
    </message>
</context>
<context>
    <name>assay::ui::MainWindow</name>
    <message>
        <source>Notebook</source>
        <translation>Notizbuch</translation>
    </message>
    <message>
        <source>Console</source>
        <translation>Konsole</translation>
    </message>
    <message>
        <source>Schema</source>
        <translation>Schema</translation>
    </message>
    <message>
        <source>Dependencies</source>
        <translation>Abhängigkeiten</translation>
    </message>
    <message>
        <source>Knowledge</source>
        <translation>Wissen</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>Assistent</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>Nicht verbunden</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Verbinde mit %1 …</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Verbinde …</translation>
    </message>
    <message>
        <source>Connected to %1</source>
        <translation>Verbunden mit %1</translation>
    </message>
    <message>
        <source>Reading the schema…</source>
        <translation>Lese das Schema …</translation>
    </message>
    <message>
        <source>The schema could not be read: %1</source>
        <translation>Das Schema konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>%1 Assay will reconnect when you run the next statement.</source>
        <translation>%1 Assay verbindet sich erneut, wenn Sie die nächste Anweisung ausführen.</translation>
    </message>
    <message>
        <source>All cells ran.</source>
        <translation>Alle Zellen sind gelaufen.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New Notebook</source>
        <translation>&amp;Neues Notizbuch</translation>
    </message>
    <message>
        <source>&amp;Open Notebook…</source>
        <translation>Notizbuch ö&amp;ffnen …</translation>
    </message>
    <message>
        <source>Open &amp;Welcome Notebook</source>
        <translation>&amp;Willkommens-Notizbuch öffnen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter …</translation>
    </message>
    <message>
        <source>&amp;Connect to a Database…</source>
        <translation>Mit einer Datenbank &amp;verbinden …</translation>
    </message>
    <message>
        <source>Open Sample &amp;Database</source>
        <translation>&amp;Beispieldatenbank öffnen</translation>
    </message>
    <message>
        <source>&amp;Refresh Schema</source>
        <translation>Schema &amp;aktualisieren</translation>
    </message>
    <message>
        <source>&amp;Disconnect</source>
        <translation>Verbindung &amp;trennen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Cell</source>
        <translation>&amp;Zelle</translation>
    </message>
    <message>
        <source>Add &amp;SQL Cell</source>
        <translation>&amp;SQL-Zelle hinzufügen</translation>
    </message>
    <message>
        <source>Add &amp;Chart Cell</source>
        <translation>&amp;Diagrammzelle hinzufügen</translation>
    </message>
    <message>
        <source>Add &amp;Text Cell</source>
        <translation>&amp;Textzelle hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Run Cell</source>
        <translation>Zelle &amp;ausführen</translation>
    </message>
    <message>
        <source>Run the current cell and what reads it (Ctrl+Enter in a cell)</source>
        <translation>Die aktuelle Zelle ausführen und was sie liest (Strg+Eingabe in einer Zelle)</translation>
    </message>
    <message>
        <source>Run &amp;All</source>
        <translation>A&amp;lle ausführen</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>S&amp;toppen</translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>Nach &amp;unten</translation>
    </message>
    <message>
        <source>De&amp;lete Cell</source>
        <translation>Zelle &amp;löschen</translation>
    </message>
    <message>
        <source>Re-run &amp;Dependent Cells Automatically</source>
        <translation>Abhängige Zellen automatisch &amp;neu ausführen</translation>
    </message>
    <message>
        <source>When off, running a cell marks the cells that read it as stale instead</source>
        <translation>Wenn aus, markiert das Ausführen einer Zelle die Zellen, die sie lesen, stattdessen als veraltet</translation>
    </message>
    <message>
        <source>&amp;Console</source>
        <translation>&amp;Konsole</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Farbschema</translation>
    </message>
    <message>
        <source>Follow the &amp;System</source>
        <translation>Dem &amp;System folgen</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Language Models…</source>
        <translation>&amp;Sprachmodelle …</translation>
    </message>
    <message>
        <source>&amp;Appearance…</source>
        <translation>&amp;Darstellung …</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>User &amp;Guide</source>
        <translation>&amp;Benutzerhandbuch</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;Tour</source>
        <translation>&amp;Rundgang</translation>
    </message>
    <message>
        <source>&amp;About Assay</source>
        <translation>Ü&amp;ber Assay</translation>
    </message>
    <message>
        <source>About Assay</source>
        <translation>Über Assay</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Assay %1&lt;/h3&gt;&lt;p&gt;A desktop notebook for data analysts: SQL, charts and questions in plain language.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Assay %1&lt;/h3&gt;&lt;p&gt;Ein Desktop-Notizbuch für Datenanalysten: SQL, Diagramme und Fragen in natürlicher Sprache.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Haupt</translation>
    </message>
    <message>
        <source>Not connected.

Connect with File → Connect to a Database… (Ctrl+Shift+N), or open the sample database with File → Open Sample Database.</source>
        <translation>Nicht verbunden.

Verbinden Sie sich mit Datei → Mit einer Datenbank verbinden … (Strg+Umschalt+N) oder öffnen Sie die Beispieldatenbank mit Datei → Beispieldatenbank öffnen.</translation>
    </message>
    <message>
        <source>Your notebook</source>
        <translation>Ihr Notizbuch</translation>
    </message>
    <message>
        <source>Cells of SQL, charts and text. A cell reads another by its name. Ctrl+Enter runs a cell; Esc switches to command mode (A/B add cells, DD deletes).</source>
        <translation>Zellen aus SQL, Diagrammen und Text. Eine Zelle liest eine andere über ihren Namen. Strg+Eingabe führt eine Zelle aus; Esc wechselt in den Befehlsmodus (A/B fügen Zellen hinzu, DD löscht).</translation>
    </message>
    <message>
        <source>Ask in plain language</source>
        <translation>In natürlicher Sprache fragen</translation>
    </message>
    <message>
        <source>Your database</source>
        <translation>Ihre Datenbank</translation>
    </message>
    <message>
        <source>Tables, views and columns of the connected database. Double-click a table to see its rows, or drag it into the notebook. Help → User Guide (F1) tells the rest.</source>
        <translation>Tabellen, Sichten und Spalten der verbundenen Datenbank. Doppelklicken Sie auf eine Tabelle, um ihre Zeilen zu sehen, oder ziehen Sie sie ins Notizbuch. Hilfe → Benutzerhandbuch (F1) erklärt den Rest.</translation>
    </message>
    <message>
        <source>an untitled notebook</source>
        <translation>ein unbenanntes Notizbuch</translation>
    </message>
    <message>
        <source>Recover Unsaved Work</source>
        <translation>Ungesicherte Arbeit wiederherstellen</translation>
    </message>
    <message numerus="yes">
        <source>Assay closed unexpectedly while you were editing %1 (%n cell(s), autosaved %2).

Restore it?</source>
        <translation>
            <numerusform>Assay wurde unerwartet beendet, während Sie %1 bearbeitet haben (%n Zelle, automatisch gesichert %2).

Wiederherstellen?</numerusform>
            <numerusform>Assay wurde unerwartet beendet, während Sie %1 bearbeitet haben (%n Zellen, automatisch gesichert %2).

Wiederherstellen?</numerusform>
        </translation>
    </message>
    <message>
        <source>The unsaved work could not be restored: %1</source>
        <translation>Die ungesicherte Arbeit konnte nicht wiederhergestellt werden: %1</translation>
    </message>
    <message>
        <source>Restored %1. Save it to keep it.</source>
        <translation>%1 wiederhergestellt. Speichern Sie es, um es zu behalten.</translation>
    </message>
    <message>
        <source>Creating the sample database…</source>
        <translation>Erstelle die Beispieldatenbank …</translation>
    </message>
    <message>
        <source>Creating the sample database (first run only)…</source>
        <translation>Erstelle die Beispieldatenbank (nur beim ersten Start) …</translation>
    </message>
    <message>
        <source>The sample database could not be created.</source>
        <translation>Die Beispieldatenbank konnte nicht erstellt werden.</translation>
    </message>
    <message>
        <source>The sample database could not be created: %1</source>
        <translation>Die Beispieldatenbank konnte nicht erstellt werden: %1</translation>
    </message>
    <message>
        <source>Creating the sample database… %1%</source>
        <translation>Erstelle die Beispieldatenbank … %1 %</translation>
    </message>
    <message>
        <source>Password for %1</source>
        <translation>Passwort für %1</translation>
    </message>
    <message>
        <source>%1

Password for %2:</source>
        <translation>%1

Passwort für %2:</translation>
    </message>
    <message>
        <source>Explore %1</source>
        <translation>%1 erkunden</translation>
    </message>
    <message>
        <source>Open Notebook</source>
        <translation>Notizbuch öffnen</translation>
    </message>
    <message>
        <source>Assay notebooks (*.assaynb);;All files (*)</source>
        <translation>Assay-Notizbücher (*.assaynb);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Save Notebook</source>
        <translation>Notizbuch speichern</translation>
    </message>
    <message>
        <source>Assay notebooks (*.assaynb)</source>
        <translation>Assay-Notizbücher (*.assaynb)</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Ungesicherte Änderungen</translation>
    </message>
    <message>
        <source>This notebook&apos;s connection was not used: %1</source>
        <translation>Die Verbindung dieses Notizbuchs wurde nicht verwendet: %1</translation>
    </message>
    <message>
        <source>This notebook reads from “%1” (%2, %3). Assay has not connected or run anything; connect when you trust where it points.</source>
        <translation>Dieses Notizbuch liest aus „%1“ (%2, %3). Assay hat sich nicht verbunden und nichts ausgeführt; verbinden Sie sich, wenn Sie dem Ziel vertrauen.</translation>
    </message>
    <message>
        <source>Connect…</source>
        <translation>Verbinden …</translation>
    </message>
    <message>
        <source>Cell “%1”</source>
        <translation>Zelle „%1“</translation>
    </message>
    <message>
        <source>C&amp;hart This Result</source>
        <translation>Dieses Ergebnis als Dia&amp;gramm</translation>
    </message>
    <message>
        <source>Descri&amp;be This Result</source>
        <translation>Dieses Ergebnis &amp;beschreiben</translation>
    </message>
    <message>
        <source>Co&amp;mmand Mode</source>
        <translation>Be&amp;fehlsmodus</translation>
    </message>
    <message>
        <source>Select the current cell as a whole: A/B add cells, DD deletes, Enter edits (Esc in a cell)</source>
        <translation>Die aktuelle Zelle als Ganzes auswählen: A/B fügen Zellen hinzu, DD löscht, Eingabe bearbeitet (Esc in einer Zelle)</translation>
    </message>
    <message>
        <source>&amp;Preview Requests Before Sending</source>
        <translation>Anfragen vor dem Senden &amp;prüfen</translation>
    </message>
    <message>
        <source>Go to &amp;Notebook</source>
        <translation>Zum &amp;Notizbuch</translation>
    </message>
    <message>
        <source>Go to &amp;Schema</source>
        <translation>Zum &amp;Schema</translation>
    </message>
    <message>
        <source>Go to &amp;Assistant</source>
        <translation>Zum &amp;Assistenten</translation>
    </message>
    <message>
        <source>Go to C&amp;onsole</source>
        <translation>Zur K&amp;onsole</translation>
    </message>
    <message>
        <source>The Assistant turns questions into SQL, chart and insight cells. It works without a language model too: common questions (counts, top N, trends, shares) are answered by rules. Add a model in Settings → Language Models… for the rest.</source>
        <translation>Der Assistent macht aus Fragen SQL-, Diagramm- und Erkenntniszellen. Er funktioniert auch ohne Sprachmodell: Häufige Fragen (Anzahlen, Top N, Trends, Anteile) beantworten Regeln. Für alles andere fügen Sie unter Einstellungen → Sprachmodelle… ein Modell hinzu.</translation>
    </message>
    <message>
        <source>Open &amp;Data File…</source>
        <translation>&amp;Datendatei öffnen …</translation>
    </message>
    <message>
        <source>Open a CSV, TSV, JSON or Excel file as a table</source>
        <translation>Eine CSV-, TSV-, JSON- oder Excel-Datei als Tabelle öffnen</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <translation>Rückgängig: %1</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Nichts rückgängig zu machen</translation>
    </message>
    <message>
        <source>Redo: %1</source>
        <translation>Wiederholen: %1</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>Nichts zu wiederholen</translation>
    </message>
    <message>
        <source>Assay could not open %1: there is no such file.</source>
        <translation>Assay konnte %1 nicht öffnen: Diese Datei gibt es nicht.</translation>
    </message>
    <message>
        <source>Assay could not open %1: it is a folder. Open a database, notebook or data file in it.</source>
        <translation>Assay konnte %1 nicht öffnen: Das ist ein Ordner. Öffnen Sie eine Datenbank, ein Notizbuch oder eine Datendatei darin.</translation>
    </message>
    <message>
        <source>Add &amp;Parameter Cell</source>
        <translation>&amp;Parameterzelle hinzufügen</translation>
    </message>
    <message>
        <source>Save Parameter &amp;Values in the File</source>
        <translation>Parameter&amp;werte in der Datei speichern</translation>
    </message>
    <message>
        <source>When off, parameters are saved with their defaults only</source>
        <translation>Wenn aus, werden Parameter nur mit ihren Standardwerten gespeichert</translation>
    </message>
    <message>
        <source>Connect</source>
        <comment>toolbar</comment>
        <translation>Verbinden</translation>
    </message>
    <message>
        <source>SQL</source>
        <comment>toolbar</comment>
        <translation>SQL</translation>
    </message>
    <message>
        <source>Chart</source>
        <comment>toolbar</comment>
        <translation>Diagramm</translation>
    </message>
    <message>
        <source>Text</source>
        <comment>toolbar</comment>
        <translation>Text</translation>
    </message>
    <message>
        <source>Run</source>
        <comment>toolbar</comment>
        <translation>Ausführen</translation>
    </message>
    <message>
        <source>Run All</source>
        <comment>toolbar</comment>
        <translation>Alle ausführen</translation>
    </message>
    <message>
        <source>Stop</source>
        <comment>toolbar</comment>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>%1 has changes that are not saved.

Discarded changes are kept as a copy in Assay&apos;s recovery folder.</source>
        <translation>%1 hat Änderungen, die nicht gespeichert sind.

Verworfene Änderungen bleiben als Kopie im Wiederherstellungsordner von Assay erhalten.</translation>
    </message>
</context>
<context>
    <name>assay::ui::MarkdownCellWidget</name>
    <message>
        <source>Double-click to edit</source>
        <translation>Doppelklicken zum Bearbeiten</translation>
    </message>
    <message>
        <source>Rendered text</source>
        <translation>Dargestellter Text</translation>
    </message>
    <message>
        <source>Markdown. {{cell_name}} shows a cell&apos;s single value. Shift+Enter or Esc renders.</source>
        <translation>Markdown. {{zellenname}} zeigt den Einzelwert einer Zelle. Umschalt+Eingabe oder Esc stellt dar.</translation>
    </message>
    <message>
        <source>Markdown editor</source>
        <translation>Markdown-Editor</translation>
    </message>
    <message>
        <source>(deleted)</source>
        <translation>(gelöscht)</translation>
    </message>
</context>
<context>
    <name>assay::ui::MessageBanner</name>
    <message>
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Dismiss message</source>
        <translation>Meldung schließen</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
</context>
<context>
    <name>assay::ui::NotebookDocument</name>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Automatisches Sichern fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Untitled notebook</source>
        <translation>Unbenanntes Notizbuch</translation>
    </message>
    <message>
        <source>Choose where to save the notebook first.</source>
        <translation>Wählen Sie zuerst, wo das Notizbuch gespeichert werden soll.</translation>
    </message>
    <message>
        <source>The unsaved work was kept, because no copy of it could be written (%1). Save it first.</source>
        <translation>Die ungespeicherte Arbeit bleibt erhalten, weil keine Kopie davon geschrieben werden konnte (%1). Speichern Sie sie zuerst.</translation>
    </message>
    <message>
        <source>The unsaved work was discarded; a copy is in %1.</source>
        <translation>Die ungespeicherte Arbeit wurde verworfen; eine Kopie liegt in %1.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
</context>
<context>
    <name>assay::ui::NotebookView</name>
    <message>
        <source>Notebook</source>
        <translation>Notizbuch</translation>
    </message>
    <message>
        <source>Esc enters command mode: A and B add a cell above or below, D twice deletes, Enter edits, Up and Down move between cells, Shift+Enter runs and moves on.</source>
        <translation>Esc wechselt in den Befehlsmodus: A und B fügen eine Zelle darüber oder darunter hinzu, zweimal D löscht, Eingabe bearbeitet, Auf und Ab wechseln zwischen Zellen, Umschalt+Eingabe führt aus und geht weiter.</translation>
    </message>
    <message>
        <source>Add %1 cell</source>
        <translation>%1-Zelle hinzufügen</translation>
    </message>
    <message>
        <source>SQL</source>
        <translation>SQL</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>Diagramm</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>This notebook is empty. Add a SQL cell with the buttons below (or Ctrl+Alt+S, or B in command mode), write a query and press Ctrl+Enter to run it. Or ask the Assistant a question in plain language.</source>
        <translation>Dieses Notizbuch ist leer. Fügen Sie mit den Schaltflächen unten (oder Strg+Alt+S, oder B im Befehlsmodus) eine SQL-Zelle hinzu, schreiben Sie eine Abfrage und drücken Sie Strg+Eingabe, um sie auszuführen. Oder stellen Sie dem Assistenten eine Frage in natürlicher Sprache.</translation>
    </message>
    <message>
        <source>Command mode: A/B add a cell above/below, DD deletes, Enter edits, Up/Down move, Shift+Enter runs. F1 lists every key.</source>
        <translation>Befehlsmodus: A/B fügen eine Zelle darüber/darunter hinzu, DD löscht, Eingabe bearbeitet, Auf/Ab wechseln, Umschalt+Eingabe führt aus. F1 zeigt alle Tasten.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be a cell name: use letters, digits and underscores, starting with a letter, and not a SQL keyword.</source>
        <translation>„%1“ kann kein Zellenname sein: Verwenden Sie Buchstaben, Ziffern und Unterstriche, beginnend mit einem Buchstaben, und kein SQL-Schlüsselwort.</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation>%1 umbenennen</translation>
    </message>
    <message numerus="yes">
        <source>%n other cell(s) read %1: %2.

Update them to read %3?</source>
        <translation>
            <numerusform>%n andere Zelle liest %1: %2.

Soll sie stattdessen %3 lesen?</numerusform>
            <numerusform>%n andere Zellen lesen %1: %2.

Sollen sie stattdessen %3 lesen?</numerusform>
        </translation>
    </message>
    <message>
        <source>Empty notebook</source>
        <translation>Leeres Notizbuch</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>Parameter</translation>
    </message>
</context>
<context>
    <name>assay::ui::ParameterCellWidget</name>
    <message>
        <source>Cells that read this parameter</source>
        <translation>Zellen, die diesen Parameter lesen</translation>
    </message>
    <message>
        <source>Define</source>
        <translation>Festlegen</translation>
    </message>
    <message>
        <source>Type, choices and default of this parameter</source>
        <translation>Typ, Auswahlwerte und Standardwert dieses Parameters</translation>
    </message>
    <message>
        <source>Define parameter</source>
        <translation>Parameter festlegen</translation>
    </message>
    <message>
        <source>no cell reads it yet</source>
        <translation>noch liest ihn keine Zelle</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 und %n weiterer</numerusform>
            <numerusform>%1 und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>read by %1</source>
        <translation>gelesen von %1</translation>
    </message>
</context>
<context>
    <name>assay::ui::ParameterDefinition</name>
    <message>
        <source>Several values</source>
        <translation>Mehrere Werte</translation>
    </message>
    <message>
        <source>Choices from</source>
        <translation>Auswahlwerte aus</translation>
    </message>
    <message>
        <source>Parameter type</source>
        <translation>Parametertyp</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>einer Liste</translation>
    </message>
    <message>
        <source>a query</source>
        <translation>einer Abfrage</translation>
    </message>
    <message>
        <source>North, South, East, West</source>
        <translation>Nord, Süd, Ost, West</translation>
    </message>
    <message>
        <source>Choices</source>
        <translation>Auswahlwerte</translation>
    </message>
    <message>
        <source>SELECT DISTINCT region FROM customers ORDER BY 1 — its first column gives the choices; Run loads them.</source>
        <translation>SELECT DISTINCT region FROM customers ORDER BY 1 — die erste Spalte liefert die Auswahlwerte; Ausführen lädt sie.</translation>
    </message>
    <message>
        <source>Query for the choices</source>
        <translation>Abfrage für die Auswahlwerte</translation>
    </message>
    <message>
        <source>Default value</source>
        <translation>Standardwert</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>Abfrage</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>North, South</source>
        <translation>Nord, Süd</translation>
    </message>
</context>
<context>
    <name>assay::ui::ParameterInput</name>
    <message>
        <source>Parameter value</source>
        <translation>Parameterwert</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Bis</translation>
    </message>
    <message>
        <source>Parameter values</source>
        <translation>Parameterwerte</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Filtern</translation>
    </message>
    <message>
        <source>Values to choose</source>
        <translation>Wählbare Werte</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>(none chosen)</source>
        <translation>(keiner gewählt)</translation>
    </message>
</context>
<context>
    <name>assay::ui::PricesPage</name>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Input / 1M tokens</source>
        <translation>Eingabe / 1 Mio. Tokens</translation>
    </message>
    <message>
        <source>Output / 1M tokens</source>
        <translation>Ausgabe / 1 Mio. Tokens</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Preise</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Standardwerte wiederherstellen</translation>
    </message>
    <message>
        <source>Prices per million tokens, used for the cost figures. A model matches its exact name, else the longest name it starts with (&quot;gpt-4o-mini-2024-07-18&quot; uses &quot;gpt-4o-mini&quot;). The defaults are list prices from late 2025: check your provider&apos;s page. A model without a price has an unknown cost, shown as such; enter 0 for a free one. Ollama&apos;s local models cost nothing.</source>
        <translation>Preise pro Million Tokens, verwendet für die Kostenangaben. Ein Modell passt zu seinem exakten Namen, sonst zum längsten Namen, mit dem es beginnt („gpt-4o-mini-2024-07-18“ verwendet „gpt-4o-mini“). Die Standardwerte sind Listenpreise von Ende 2025: Prüfen Sie die Seite Ihres Anbieters. Ein Modell ohne Preis hat unbekannte Kosten und wird auch so angezeigt; geben Sie 0 für ein kostenloses ein. Die lokalen Modelle von Ollama kosten nichts.</translation>
    </message>
</context>
<context>
    <name>assay::ui::PrivacyDialog</name>
    <message>
        <source>Privacy for This Connection</source>
        <translation>Datenschutz für diese Verbindung</translation>
    </message>
    <message>
        <source>&amp;Share sample values with the model (helps it match names like &apos;Berlin&apos;)</source>
        <translation>Beispielwerte mit dem Modell &amp;teilen (hilft bei Namen wie „Berlin“)</translation>
    </message>
    <message>
        <source>e.g. employees, payroll</source>
        <translation>z. B. employees, payroll</translation>
    </message>
    <message>
        <source>Tables hidden from the model</source>
        <translation>Vor dem Modell verborgene Tabellen</translation>
    </message>
    <message>
        <source>e.g. audit_log</source>
        <translation>z. B. audit_log</translation>
    </message>
    <message>
        <source>Tables never queried</source>
        <translation>Nie abgefragte Tabellen</translation>
    </message>
    <message>
        <source>e.g. customers.email, customers.phone</source>
        <translation>z. B. customers.email, customers.phone</translation>
    </message>
    <message>
        <source>Columns hidden from the model</source>
        <translation>Vor dem Modell verborgene Spalten</translation>
    </message>
    <message>
        <source>e.g. customers.last_name</source>
        <translation>z. B. customers.last_name</translation>
    </message>
    <message>
        <source>Columns whose values are never sent</source>
        <translation>Spalten, deren Werte nie gesendet werden</translation>
    </message>
    <message>
        <source>&amp;Hidden tables:</source>
        <translation>&amp;Verborgene Tabellen:</translation>
    </message>
    <message>
        <source>&amp;Never queried:</source>
        <translation>&amp;Nie abgefragt:</translation>
    </message>
    <message>
        <source>Hidden &amp;columns:</source>
        <translation>Verborgene &amp;Spalten:</translation>
    </message>
    <message>
        <source>&amp;Redacted values:</source>
        <translation>&amp;Geschwärzte Werte:</translation>
    </message>
    <message>
        <source>By default the assistant sends the model only the schema and statistics, never cell values. Hidden tables and columns are left out of every request, and the database itself refuses the assistant&apos;s queries that read them, through views too. Redacted columns come back as %1. Separate names with commas; write columns as table.column.</source>
        <translation>Standardmäßig sendet der Assistent dem Modell nur das Schema und Statistiken, nie Zellwerte. Verborgene Tabellen und Spalten fehlen in jeder Anfrage, und die Datenbank selbst lehnt Abfragen des Assistenten ab, die sie lesen, auch über Sichten. Geschwärzte Spalten kommen als %1 zurück. Trennen Sie Namen durch Kommas; schreiben Sie Spalten als tabelle.spalte.</translation>
    </message>
    <message>
        <source>What the assistant was refused or shown masked on this connection, newest first:</source>
        <translation>Was dem Assistenten auf dieser Verbindung verweigert oder maskiert gezeigt wurde, neueste zuerst:</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Entscheidung</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <source>Statement</source>
        <translation>Anweisung</translation>
    </message>
    <message>
        <source>Privacy decisions</source>
        <translation>Datenschutzentscheidungen</translation>
    </message>
    <message>
        <source>None yet</source>
        <translation>Noch keine</translation>
    </message>
    <message>
        <source>Save the connection first.</source>
        <translation>Speichern Sie zuerst die Verbindung.</translation>
    </message>
    <message>
        <source>Nothing was refused or masked.</source>
        <translation>Nichts wurde verweigert oder maskiert.</translation>
    </message>
    <message>
        <source>Masked: %1</source>
        <translation>Maskiert: %1</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Verweigert</translation>
    </message>
</context>
<context>
    <name>assay::ui::ProviderEditor</name>
    <message>
        <source>Could not list models: %1</source>
        <translation>Modelle konnten nicht aufgelistet werden: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n model(s) available.</source>
        <translation>
            <numerusform>%n Modell verfügbar.</numerusform>
            <numerusform>%n Modelle verfügbar.</numerusform>
        </translation>
    </message>
    <message>
        <source>Provider kind</source>
        <translation>Anbieterart</translation>
    </message>
    <message>
        <source>e.g. OpenAI, Local Ollama</source>
        <translation>z. B. OpenAI, lokales Ollama</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API-Schlüssel</translation>
    </message>
    <message>
        <source>Show or hide the key</source>
        <translation>Schlüssel zeigen oder verbergen</translation>
    </message>
    <message>
        <source>Chat model</source>
        <translation>Chat-Modell</translation>
    </message>
    <message>
        <source>List Models</source>
        <translation>Modelle auflisten</translation>
    </message>
    <message>
        <source>Ask the server which models it offers</source>
        <translation>Den Server fragen, welche Modelle er anbietet</translation>
    </message>
    <message>
        <source>Embedding model</source>
        <translation>Einbettungsmodell</translation>
    </message>
    <message>
        <source>none: Assay embeds locally</source>
        <translation>keines: Assay bettet lokal ein</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>optional</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Art:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>Base &amp;URL:</source>
        <translation>Basis-&amp;URL:</translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation>API-&amp;Schlüssel:</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modell:</translation>
    </message>
    <message>
        <source>&amp;Embeddings:</source>
        <translation>&amp;Einbettungen:</translation>
    </message>
    <message>
        <source>API &amp;version:</source>
        <translation>API-&amp;Version:</translation>
    </message>
    <message>
        <source>&amp;Deployment:</source>
        <translation>&amp;Bereitstellung:</translation>
    </message>
    <message>
        <source>Embedding de&amp;ployment:</source>
        <translation>Einbettungs-Bereitstellun&amp;g:</translation>
    </message>
    <message>
        <source>Limits</source>
        <translation>Grenzen</translation>
    </message>
    <message>
        <source>Requests in flight at once; the rest wait their turn</source>
        <translation>Gleichzeitig laufende Anfragen; die übrigen warten, bis sie dran sind</translation>
    </message>
    <message>
        <source>Extra attempts after network errors, rate limits and server errors</source>
        <translation>Zusätzliche Versuche nach Netzwerkfehlern, Ratenbegrenzungen und Serverfehlern</translation>
    </message>
    <message>
        <source>Parallel requests:</source>
        <translation>Parallele Anfragen:</translation>
    </message>
    <message>
        <source>Retries:</source>
        <translation>Wiederholungen:</translation>
    </message>
    <message>
        <source>Connect within:</source>
        <translation>Verbinden innerhalb von:</translation>
    </message>
    <message>
        <source>First token within:</source>
        <translation>Erstes Token innerhalb von:</translation>
    </message>
    <message>
        <source>Whole answer within:</source>
        <translation>Ganze Antwort innerhalb von:</translation>
    </message>
    <message>
        <source>Until the request is on its way</source>
        <translation>Bis die Anfrage unterwegs ist</translation>
    </message>
    <message>
        <source>From sending until the first words of a streamed answer</source>
        <translation>Vom Senden bis zu den ersten Wörtern einer gestreamten Antwort</translation>
    </message>
    <message>
        <source>One attempt, from start to end</source>
        <translation>Ein Versuch, von Anfang bis Ende</translation>
    </message>
    <message>
        <source>Test Connection</source>
        <translation>Verbindung testen</translation>
    </message>
    <message>
        <source>Connection test result</source>
        <translation>Ergebnis des Verbindungstests</translation>
    </message>
    <message>
        <source>A key is stored; type a new one to replace it</source>
        <translation>Ein Schlüssel ist gespeichert; geben Sie einen neuen ein, um ihn zu ersetzen</translation>
    </message>
    <message>
        <source>usually not needed for local servers</source>
        <translation>für lokale Server meist nicht nötig</translation>
    </message>
    <message>
        <source>paste the key; %1</source>
        <translation>Schlüssel einfügen; %1</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Verbinde mit %1 …</translation>
    </message>
    <message>
        <source>Asking for the model list…</source>
        <translation>Frage die Modellliste ab …</translation>
    </message>
    <message>
        <source>Lists the models, then asks the model one small question shaped like Assay&apos;s own</source>
        <translation>Listet die Modelle auf und stellt dem Modell dann eine kleine Frage in der Form, wie Assay sie stellt</translation>
    </message>
    <message>
        <source>Automatic (Responses on OpenAI, Chat Completions elsewhere)</source>
        <translation>Automatisch (Responses bei OpenAI, sonst Chat Completions)</translation>
    </message>
    <message>
        <source>Responses API</source>
        <translation>Responses-API</translation>
    </message>
    <message>
        <source>Chat Completions</source>
        <translation>Chat Completions</translation>
    </message>
    <message>
        <source>OpenAI&apos;s own service speaks the Responses API; Ollama, LM Studio, vLLM, llama.cpp, LiteLLM, OpenRouter and Azure deployments speak Chat Completions</source>
        <translation>Der Dienst von OpenAI selbst spricht die Responses-API; Ollama, LM Studio, vLLM, llama.cpp, LiteLLM, OpenRouter und Azure-Deployments sprechen Chat Completions</translation>
    </message>
    <message>
        <source>&amp;Protocol:</source>
        <translation>&amp;Protokoll:</translation>
    </message>
</context>
<context>
    <name>assay::ui::ProvidersPage</name>
    <message>
        <source>Providers</source>
        <translation>Anbieter</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(ohne Namen)</translation>
    </message>
    <message>
        <source>OpenAI</source>
        <translation>OpenAI</translation>
    </message>
    <message>
        <source>Azure OpenAI</source>
        <translation>Azure OpenAI</translation>
    </message>
    <message>
        <source>Anthropic</source>
        <translation>Anthropic</translation>
    </message>
    <message>
        <source>Local Ollama</source>
        <translation>Lokales Ollama</translation>
    </message>
    <message>
        <source>Roles of this provider</source>
        <translation>Rollen dieses Anbieters</translation>
    </message>
    <message>
        <source>Use for Questions</source>
        <translation>Für Fragen verwenden</translation>
    </message>
    <message>
        <source>Let this provider answer questions: it takes the Reasoning and Fast roles</source>
        <translation>Diesen Anbieter Fragen beantworten lassen: Er übernimmt die Rollen „Schlussfolgern“ und „Schnell“</translation>
    </message>
    <message>
        <source>No provider yet: add one to let a language model answer questions. Until then the offline assistant answers.</source>
        <translation>Noch kein Anbieter: Fügen Sie einen hinzu, damit ein Sprachmodell Fragen beantwortet. Bis dahin antwortet der Offline-Assistent.</translation>
    </message>
    <message>
        <source>Not used yet: no role is assigned to this provider, so it answers no questions.</source>
        <translation>Noch nicht verwendet: Diesem Anbieter ist keine Rolle zugewiesen, daher beantwortet er keine Fragen.</translation>
    </message>
    <message>
        <source>Serves: %1 (change on the Models tab).</source>
        <translation>Bedient: %1 (ändern auf der Registerkarte „Modelle“).</translation>
    </message>
</context>
<context>
    <name>assay::ui::RelationshipDialog</name>
    <message>
        <source>Add Relationship</source>
        <translation>Beziehung hinzufügen</translation>
    </message>
    <message>
        <source>Table:</source>
        <translation>Tabelle:</translation>
    </message>
    <message>
        <source>Column:</source>
        <translation>Spalte:</translation>
    </message>
    <message>
        <source>Refers to table:</source>
        <translation>Verweist auf Tabelle:</translation>
    </message>
    <message>
        <source>Key column:</source>
        <translation>Schlüsselspalte:</translation>
    </message>
    <message>
        <source>Each value of the column names a row of the other table by its key column. Questions that need both tables join them this way.</source>
        <translation>Jeder Wert der Spalte bezeichnet über die Schlüsselspalte eine Zeile der anderen Tabelle. Fragen, die beide Tabellen brauchen, verbinden sie auf diese Weise.</translation>
    </message>
</context>
<context>
    <name>assay::ui::RelationshipsList</name>
    <message>
        <source>Found in the data</source>
        <translation>In den Daten gefunden</translation>
    </message>
    <message>
        <source>Yours</source>
        <translation>Von Ihnen</translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation>Abgelehnt</translation>
    </message>
    <message>
        <source>Declared</source>
        <translation>Deklariert</translation>
    </message>
    <message>
        <source>Declared, table missing</source>
        <translation>Deklariert, Tabelle fehlt</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Annehmen</translation>
    </message>
    <message>
        <source>Reject</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Hinzufügen…</translation>
    </message>
    <message>
        <source>Undo Decision</source>
        <translation>Entscheidung zurücknehmen</translation>
    </message>
    <message>
        <source>How the tables connect: keys the database declares, and relationships Assay found in the data with the evidence for each. Accept or reject what was found, or add one; questions, the model and other assistants use what you decide.</source>
        <translation>Wie die Tabellen zusammenhängen: Schlüssel, die die Datenbank deklariert, und Beziehungen, die Assay in den Daten gefunden hat, jeweils mit den Belegen. Nehmen Sie Gefundenes an oder lehnen Sie es ab, oder fügen Sie eine Beziehung hinzu; Fragen, das Modell und andere Assistenten verwenden, was Sie entscheiden.</translation>
    </message>
    <message>
        <source>Relationship</source>
        <translation>Beziehung</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Herkunft</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>Sicherheit</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Belege</translation>
    </message>
    <message>
        <source>Keep the selected relationships: joins use them as surely as declared keys.</source>
        <translation>Die ausgewählten Beziehungen behalten: Joins verwenden sie so sicher wie deklarierte Schlüssel.</translation>
    </message>
    <message>
        <source>Drop the selected relationships: no join uses them, and rebuilding does not bring them back.</source>
        <translation>Die ausgewählten Beziehungen verwerfen: Kein Join verwendet sie, und ein Neuaufbau bringt sie nicht zurück.</translation>
    </message>
    <message>
        <source>Take back your decision about the selected relationships.</source>
        <translation>Ihre Entscheidung zu den ausgewählten Beziehungen zurücknehmen.</translation>
    </message>
    <message>
        <source>The database declares this foreign key.</source>
        <translation>Die Datenbank deklariert diesen Fremdschlüssel.</translation>
    </message>
    <message>
        <source>You stated this relationship.</source>
        <translation>Sie haben diese Beziehung angegeben.</translation>
    </message>
    <message>
        <source>Select a relationship to see why Assay believes it.</source>
        <translation>Wählen Sie eine Beziehung, um zu sehen, warum Assay sie annimmt.</translation>
    </message>
    <message>
        <source>The decision could not be saved: %1</source>
        <translation>Die Entscheidung konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>The decision could not be taken back: %1</source>
        <translation>Die Entscheidung konnte nicht zurückgenommen werden: %1</translation>
    </message>
    <message>
        <source>The relationship could not be added: %1</source>
        <translation>Die Beziehung konnte nicht hinzugefügt werden: %1</translation>
    </message>
</context>
<context>
    <name>assay::ui::ReportExportDialog</name>
    <message>
        <source>Queries and results</source>
        <translation>Abfragen und Ergebnisse</translation>
    </message>
    <message>
        <source>Results only</source>
        <translation>Nur Ergebnisse</translation>
    </message>
    <message>
        <source>Chart &amp;images:</source>
        <translation>Diagramm&amp;bilder:</translation>
    </message>
    <message>
        <source>Export Report</source>
        <translation>Bericht exportieren</translation>
    </message>
    <message>
        <source>HTML page (one self-contained file)</source>
        <translation>HTML-Seite (eine eigenständige Datei)</translation>
    </message>
    <message>
        <source>PDF document</source>
        <translation>PDF-Dokument</translation>
    </message>
    <message>
        <source>Markdown (images in a folder beside it)</source>
        <translation>Markdown (Bilder in einem Ordner daneben)</translation>
    </message>
    <message>
        <source>Jupyter notebook (.ipynb)</source>
        <translation>Jupyter-Notizbuch (.ipynb)</translation>
    </message>
    <message>
        <source> rows</source>
        <translation> Zeilen</translation>
    </message>
    <message>
        <source>Longer results show their first rows and how many there are in all.</source>
        <translation>Längere Ergebnisse zeigen ihre ersten Zeilen und wie viele es insgesamt sind.</translation>
    </message>
    <message>
        <source>SVG (sharp at any size)</source>
        <translation>SVG (scharf in jeder Größe)</translation>
    </message>
    <message>
        <source>PNG (opens everywhere)</source>
        <translation>PNG (öffnet sich überall)</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen …</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Format:</translation>
    </message>
    <message>
        <source>Contents:</source>
        <translation>Inhalt:</translation>
    </message>
    <message>
        <source>&amp;Each result shows:</source>
        <translation>&amp;Jedes Ergebnis zeigt:</translation>
    </message>
    <message>
        <source>&amp;Save to:</source>
        <translation>Speichern &amp;unter:</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>One file with its styles and charts inside: open it in any browser or attach it to an email.</source>
        <translation>Eine Datei mit Stilen und Diagrammen darin: in jedem Browser öffnen oder an eine E-Mail anhängen.</translation>
    </message>
    <message>
        <source>Paged for printing; charts stay sharp when zoomed and long tables repeat their header on each page.</source>
        <translation>Für den Druck umbrochen; Diagramme bleiben beim Zoomen scharf und lange Tabellen wiederholen ihre Kopfzeile auf jeder Seite.</translation>
    </message>
    <message>
        <source>Chart images go in the folder %1 beside the file.</source>
        <translation>Diagrammbilder kommen in den Ordner %1 neben der Datei.</translation>
    </message>
    <message>
        <source>SQL cells become %%sql cells (JupySQL), charts become image outputs.</source>
        <translation>SQL-Zellen werden zu %%sql-Zellen (JupySQL), Diagramme zu Bildausgaben.</translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <translation>%1-Dateien (*.%2)</translation>
    </message>
    <message>
        <source>About the file</source>
        <translation>Über die Datei</translation>
    </message>
</context>
<context>
    <name>assay::ui::ReportExporter</name>
    <message>
        <source>The export was cancelled.</source>
        <translation>Der Export wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Drawing %1</source>
        <translation>Zeichne %1</translation>
    </message>
    <message>
        <source>Writing %1</source>
        <translation>Schreibe %1</translation>
    </message>
</context>
<context>
    <name>assay::ui::ResultGrid</name>
    <message>
        <source>Query result</source>
        <translation>Abfrageergebnis</translation>
    </message>
</context>
<context>
    <name>assay::ui::RolesPage</name>
    <message>
        <source>%1 provider</source>
        <translation>Anbieter für %1</translation>
    </message>
    <message>
        <source>%1 model</source>
        <translation>Modell für %1</translation>
    </message>
    <message>
        <source>the provider&apos;s default</source>
        <translation>Standard des Anbieters</translation>
    </message>
    <message>
        <source>model:</source>
        <translation>Modell:</translation>
    </message>
    <message>
        <source>Provider:</source>
        <translation>Anbieter:</translation>
    </message>
    <message>
        <source>Diagnostics</source>
        <translation>Diagnose</translation>
    </message>
    <message>
        <source>Keep a debug log of every request and response (keys and passwords are masked)</source>
        <translation>Ein Debug-Protokoll jeder Anfrage und Antwort führen (Schlüssel und Passwörter werden maskiert)</translation>
    </message>
    <message>
        <source>Local (offline, no model)</source>
        <translation>Lokal (offline, ohne Modell)</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keiner</translation>
    </message>
    <message>
        <source>Written to %1 (rotated at 4 MB, three files kept).</source>
        <translation>Geschrieben nach %1 (Rotation bei 4 MB, drei Dateien werden behalten).</translation>
    </message>
</context>
<context>
    <name>assay::ui::SchemaTree</name>
    <message>
        <source>Filter tables and columns</source>
        <translation>Tabellen und Spalten filtern</translation>
    </message>
    <message>
        <source>Filter the schema</source>
        <translation>Schema filtern</translation>
    </message>
    <message>
        <source>Database schema</source>
        <translation>Datenbankschema</translation>
    </message>
    <message>
        <source>Not connected.

Connect with File → Connect to a Database… (Ctrl+Shift+N), or open the sample database with File → Open Sample Database.</source>
        <translation>Nicht verbunden.

Verbinden Sie sich mit Datei → Mit einer Datenbank verbinden … (Strg+Umschalt+N) oder öffnen Sie die Beispieldatenbank mit Datei → Beispieldatenbank öffnen.</translation>
    </message>
    <message>
        <source>, not null</source>
        <translation>, nicht null</translation>
    </message>
    <message>
        <source>Primary key</source>
        <translation>Primärschlüssel</translation>
    </message>
    <message>
        <source>References %1</source>
        <translation>Verweist auf %1</translation>
    </message>
    <message>
        <source>This database has no tables yet.</source>
        <translation>Diese Datenbank hat noch keine Tabellen.</translation>
    </message>
    <message numerus="yes">
        <source>%n table(s)</source>
        <translation>
            <numerusform>%n Tabelle</numerusform>
            <numerusform>%n Tabellen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n view(s)</source>
        <translation>
            <numerusform>, %n Sicht</numerusform>
            <numerusform>, %n Sichten</numerusform>
        </translation>
    </message>
    <message>
        <source>Select First 100 Rows</source>
        <translation>Erste 100 Zeilen abfragen</translation>
    </message>
    <message>
        <source>Copy Name</source>
        <translation>Namen kopieren</translation>
    </message>
    <message>
        <source>Distribution of %1</source>
        <translation>Verteilung von %1</translation>
    </message>
    <message>
        <source>Rows over Time by %1</source>
        <translation>Zeilen im Zeitverlauf nach %1</translation>
    </message>
    <message>
        <source>%1 over Time by %2</source>
        <translation>%1 im Zeitverlauf nach %2</translation>
    </message>
</context>
<context>
    <name>assay::ui::SqlCellWidget</name>
    <message>
        <source>SELECT ... — other cells can read this one by its name. Ctrl+Enter runs, Shift+Enter runs and moves on.</source>
        <translation>SELECT ... – andere Zellen können diese über ihren Namen lesen. Strg+Eingabe führt aus, Umschalt+Eingabe führt aus und geht weiter.</translation>
    </message>
    <message>
        <source>Last run %1: %2. Run the cell to see the rows again.</source>
        <translation>Zuletzt ausgeführt %1: %2. Führen Sie die Zelle aus, um die Zeilen wieder zu sehen.</translation>
    </message>
    <message>
        <source>No results yet. Press Ctrl+Enter to run this cell, or Shift+Enter to run it and move on.</source>
        <translation>Noch keine Ergebnisse. Drücken Sie Strg+Eingabe, um diese Zelle auszuführen, oder Umschalt+Eingabe, um sie auszuführen und weiterzugehen.</translation>
    </message>
</context>
<context>
    <name>assay::ui::SqlConsole</name>
    <message>
        <source>Run</source>
        <translation>Ausführen</translation>
    </message>
    <message>
        <source>Run the selection or the statement under the cursor (Ctrl+Enter)</source>
        <translation>Die Auswahl oder die Anweisung unter dem Cursor ausführen (Strg+Eingabe)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Stop the running statement (Shift+Esc)</source>
        <translation>Die laufende Anweisung stoppen (Umschalt+Esc)</translation>
    </message>
    <message>
        <source>Query status</source>
        <translation>Abfragestatus</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>Nicht verbunden</translation>
    </message>
    <message>
        <source>There is nothing to run: write a statement first.</source>
        <translation>Es gibt nichts auszuführen: Schreiben Sie zuerst eine Anweisung.</translation>
    </message>
    <message>
        <source>Connect to a database first (File &gt; Connect).</source>
        <translation>Verbinden Sie sich zuerst mit einer Datenbank (Datei &gt; Verbinden).</translation>
    </message>
    <message>
        <source>A statement is still running. Stop it first.</source>
        <translation>Eine Anweisung läuft noch. Stoppen Sie sie zuerst.</translation>
    </message>
    <message>
        <source>Running, %1 s…</source>
        <translation>Läuft, %1 s …</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Failed after %1</source>
        <translation>Fehlgeschlagen nach %1</translation>
    </message>
    <message>
        <source>1 row in %1</source>
        <translation>1 Zeile in %1</translation>
    </message>
    <message>
        <source>%1 rows in %2</source>
        <translation>%1 Zeilen in %2</translation>
    </message>
    <message>
        <source> (limit reached)</source>
        <translation> (Limit erreicht)</translation>
    </message>
    <message>
        <source>1 row affected</source>
        <translation>1 Zeile betroffen</translation>
    </message>
    <message>
        <source>%1 rows affected</source>
        <translation>%1 Zeilen betroffen</translation>
    </message>
    <message>
        <source>Statement executed</source>
        <translation>Anweisung ausgeführt</translation>
    </message>
    <message>
        <source>%1 in %2.</source>
        <translation>%1 in %2.</translation>
    </message>
    <message>
        <source>This statement</source>
        <translation>Diese Anweisung</translation>
    </message>
    <message>
        <source>Not run: nothing was changed.</source>
        <translation>Nicht ausgeführt: Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>First %1 rows in %2</source>
        <translation>Erste %1 Zeilen in %2</translation>
    </message>
    <message>
        <source>Showing the first %1 rows: the %2 driver reads whole results into memory, so the console stops there. Add a filter, LIMIT or GROUP BY to see the rest.</source>
        <translation>Es werden die ersten %1 Zeilen gezeigt: Der %2-Treiber liest ganze Ergebnisse in den Speicher, daher hält die Konsole hier an. Fügen Sie einen Filter, LIMIT oder GROUP BY hinzu, um den Rest zu sehen.</translation>
    </message>
    <message>
        <source>Not run: the statement does not parse.</source>
        <translation>Nicht ausgeführt: Die Anweisung lässt sich nicht parsen.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s) so far, %1 s…</source>
        <translation>
            <numerusform>%Ln Zeile bisher, %1 s…</numerusform>
            <numerusform>%Ln Zeilen bisher, %1 s…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %Ln row(s)</source>
        <translation>
            <numerusform>Nach %Ln Zeile gestoppt</numerusform>
            <numerusform>Nach %Ln Zeilen gestoppt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>assay::ui::SqlEditor</name>
    <message>
        <source>SQL editor</source>
        <translation>SQL-Editor</translation>
    </message>
    <message>
        <source>Write SQL here. Ctrl+Enter runs the statement under the cursor.</source>
        <translation>Schreiben Sie hier SQL. Strg+Eingabe führt die Anweisung unter dem Cursor aus.</translation>
    </message>
</context>
<context>
    <name>assay::ui::Tour</name>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Skip Tour</source>
        <translation>Rundgang überspringen</translation>
    </message>
    <message>
        <source>Tour</source>
        <translation>Rundgang</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
</context>
<context>
    <name>assay::ui::UsagePage</name>
    <message>
        <source>Today</source>
        <translation>Heute</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>Letzte 7 Tage</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>Letzte 30 Tage</translation>
    </message>
    <message>
        <source>Last 365 days</source>
        <translation>Letzte 365 Tage</translation>
    </message>
    <message>
        <source>Period:</source>
        <translation>Zeitraum:</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>Usage by day</source>
        <translation>Nutzung nach Tag</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Usage by model</source>
        <translation>Nutzung nach Modell</translation>
    </message>
    <message>
        <source>Tokens marked ≈ were estimated because the provider did not report them. The ledger also keeps totals per question and per notebook.</source>
        <translation>Mit ≈ markierte Tokens wurden geschätzt, weil der Anbieter sie nicht gemeldet hat. Das Protokoll führt auch Summen je Frage und je Notizbuch.</translation>
    </message>
    <message>
        <source>(unknown)</source>
        <translation>(unbekannt)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; requests, &lt;b&gt;%2&lt;/b&gt; tokens in, &lt;b&gt;%3&lt;/b&gt; tokens out, &lt;b&gt;%4&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; Anfragen, &lt;b&gt;%2&lt;/b&gt; Tokens hinein, &lt;b&gt;%3&lt;/b&gt; Tokens hinaus, &lt;b&gt;%4&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source> · %n failed</source>
        <translation>
            <numerusform> · %n fehlgeschlagen</numerusform>
            <numerusform> · %n fehlgeschlagen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · %n without a price (enter it on the Prices tab)</source>
        <translation>
            <numerusform> · %n ohne Preis (geben Sie ihn auf der Registerkarte „Preise“ ein)</numerusform>
            <numerusform> · %n ohne Preis (geben Sie sie auf der Registerkarte „Preise“ ein)</numerusform>
        </translation>
    </message>
    <message>
        <source> · %1 of the tokens out were thinking</source>
        <translation> · %1 der ausgegebenen Tokens waren Nachdenken</translation>
    </message>
</context>
<context>
    <name>assay::ui::VerifiedController</name>
    <message>
        <source>Verified answers cannot be kept for this connection: %1</source>
        <translation>Bestätigte Antworten können für diese Verbindung nicht aufbewahrt werden: %1</translation>
    </message>
    <message>
        <source>Connect to the database first: an answer is verified by running it.</source>
        <translation>Verbinden Sie sich zuerst mit der Datenbank: Eine Antwort wird bestätigt, indem sie ausgeführt wird.</translation>
    </message>
    <message>
        <source>This answer cannot be verified: %1</source>
        <translation>Diese Antwort kann nicht bestätigt werden: %1</translation>
    </message>
    <message>
        <source>Verified. Assay asks this question again when the schema or the model changes, and tells you if the answer moves.</source>
        <translation>Bestätigt. Assay stellt diese Frage erneut, wenn sich das Schema oder das Modell ändert, und sagt Ihnen, wenn sich die Antwort verschiebt.</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>angehalten</translation>
    </message>
    <message>
        <source>the model that answers changed (%1, was %2)</source>
        <translation>nach einem Modellwechsel (%1, vorher %2)</translation>
    </message>
</context>
<context>
    <name>assay::ui::VerifiedPanel</name>
    <message>
        <source>Check All Now</source>
        <translation>Alle jetzt prüfen</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Ask every verified question again and compare the results</source>
        <translation>Jede bestätigte Frage erneut stellen und die Ergebnisse vergleichen</translation>
    </message>
    <message>
        <source>Forget the selected verified answer</source>
        <translation>Die ausgewählte bestätigte Antwort vergessen</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Last check</source>
        <translation>Letzte Prüfung</translation>
    </message>
    <message>
        <source>Checked</source>
        <translation>Geprüft</translation>
    </message>
    <message>
        <source>Verified answers</source>
        <translation>Bestätigte Antworten</translation>
    </message>
    <message>
        <source>Verified SQL</source>
        <translation>Bestätigtes SQL</translation>
    </message>
    <message>
        <source>SQL asked again</source>
        <translation>SQL der erneuten Frage</translation>
    </message>
    <message>
        <source>Verified result</source>
        <translation>Bestätigtes Ergebnis</translation>
    </message>
    <message>
        <source>Result asked again</source>
        <translation>Ergebnis der erneuten Frage</translation>
    </message>
    <message>
        <source>Verified</source>
        <translation>Bestätigt</translation>
    </message>
    <message>
        <source>Asked again</source>
        <translation>Erneut gefragt</translation>
    </message>
    <message>
        <source>on request</source>
        <translation>auf Anfrage</translation>
    </message>
    <message numerus="yes">
        <source>Asking %n verified question(s) again…</source>
        <translation>
            <numerusform>%n bestätigte Frage wird erneut gestellt…</numerusform>
            <numerusform>%n bestätigte Fragen werden erneut gestellt…</numerusform>
        </translation>
    </message>
    <message>
        <source>Checked %1: %2 same, %3 different, %4 no longer answerable.</source>
        <translation>Geprüft %1: %2 gleich, %3 anders, %4 nicht mehr beantwortbar.</translation>
    </message>
    <message>
        <source>No verified answers yet. In the Assistant, Keep as Example on a right answer verifies it.</source>
        <translation>Noch keine bestätigten Antworten. Im Assistenten bestätigt „Als Beispiel behalten“ eine richtige Antwort.</translation>
    </message>
    <message numerus="yes">
        <source>%n verified answer(s).</source>
        <translation>
            <numerusform>%n bestätigte Antwort.</numerusform>
            <numerusform>%n bestätigte Antworten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Verified %1 (%2 rows, answered by %3).</source>
        <translation>Bestätigt %1 (%2 Zeilen, beantwortet von %3).</translation>
    </message>
    <message>
        <source>Last check: %1 (%2).</source>
        <translation>Letzte Prüfung: %1 (%2).</translation>
    </message>
</context>
</TS>
