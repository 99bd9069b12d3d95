<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Assay::Agents</name>
    <message numerus="yes">
        <source>Answering in %n steps</source>
        <translation>
            <numerusform>Answering in %n step</numerusform>
            <numerusform>Answering in %n steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Answered in %n step(s).</source>
        <translation>
            <numerusform>Answered in %n step.</numerusform>
            <numerusform>Answered in %n steps.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n steps answered; %2</source>
        <translation>
            <numerusform>%1 of %n step answered; %2</numerusform>
            <numerusform>%1 of %n steps answered; %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln row</numerusform>
            <numerusform>%Ln rows</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Assay::App</name>
    <message numerus="yes">
        <source>%Ln row(s) written</source>
        <translation>
            <numerusform>%Ln row written</numerusform>
            <numerusform>%Ln rows written</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln row</numerusform>
            <numerusform>%Ln rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ran %n cell(s) in %1 s</source>
        <translation>
            <numerusform>ran %n cell in %1 s</numerusform>
            <numerusform>ran %n cells in %1 s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) failed</source>
        <translation>
            <numerusform>%n cell failed</numerusform>
            <numerusform>%n cells failed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No schema was recorded for %1 before; recorded now (%n table(s)). Later checks compare with it.</source>
        <translation>
            <numerusform>No schema was recorded for %1 before; recorded now (%n table). Later checks compare with it.</numerusform>
            <numerusform>No schema was recorded for %1 before; recorded now (%n tables). Later checks compare with it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Affected (%n):</source>
        <translation>
            <numerusform>Affected (%n):</numerusform>
            <numerusform>Affected (%n):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>verified result (%n row(s)):</source>
        <translation>
            <numerusform>verified result (%n row):</numerusform>
            <numerusform>verified result (%n rows):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>result now (%n row(s)):</source>
        <translation>
            <numerusform>result now (%n row):</numerusform>
            <numerusform>result now (%n rows):</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Assay::Charts</name>
    <message numerus="yes">
        <source>%n year(s)</source>
        <translation>
            <numerusform>%n year</numerusform>
            <numerusform>%n years</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n quarter(s)</source>
        <translation>
            <numerusform>%n quarter</numerusform>
            <numerusform>%n quarters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n month(s)</source>
        <translation>
            <numerusform>%n month</numerusform>
            <numerusform>%n months</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n week(s)</source>
        <translation>
            <numerusform>%n week</numerusform>
            <numerusform>%n weeks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n day</numerusform>
            <numerusform>%n days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n hour</numerusform>
            <numerusform>%n hours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n period(s)</source>
        <translation>
            <numerusform>%n period</numerusform>
            <numerusform>%n periods</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Assay::Db</name>
    <message numerus="yes">
        <source>%n read(s) of redacted columns besides the plain outputs</source>
        <translation>
            <numerusform>%n read of redacted columns besides the plain outputs</numerusform>
            <numerusform>%n reads of redacted columns besides the plain outputs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Assay::Drift</name>
    <message numerus="yes">
        <source>The database has no tables now (it had %n): it is empty, a different database, or one this login may not read. Nothing was matched and nothing will be rewritten.</source>
        <translation>
            <numerusform>The database has no tables now (it had %n): it is empty, a different database, or one this login may not read. Nothing was matched and nothing will be rewritten.</numerusform>
            <numerusform>The database has no tables now (it had %n): it is empty, a different database, or one this login may not read. Nothing was matched and nothing will be rewritten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n table(s) renamed</source>
        <translation>
            <numerusform>%n table renamed</numerusform>
            <numerusform>%n tables renamed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n column(s) renamed</source>
        <translation>
            <numerusform>%n column renamed</numerusform>
            <numerusform>%n columns renamed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n table(s) dropped</source>
        <translation>
            <numerusform>%n table dropped</numerusform>
            <numerusform>%n tables dropped</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n column(s) dropped</source>
        <translation>
            <numerusform>%n column dropped</numerusform>
            <numerusform>%n columns dropped</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n type(s) changed</source>
        <translation>
            <numerusform>%n type changed</numerusform>
            <numerusform>%n types changed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n key(s) changed</source>
        <translation>
            <numerusform>%n key changed</numerusform>
            <numerusform>%n keys changed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n table(s) added</source>
        <translation>
            <numerusform>%n table added</numerusform>
            <numerusform>%n tables added</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n column(s) added</source>
        <translation>
            <numerusform>%n column added</numerusform>
            <numerusform>%n columns added</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n name(s) rewritten</source>
        <translation>
            <numerusform>%n name rewritten</numerusform>
            <numerusform>%n names rewritten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n name(s) left as they were: more than one table it reads has that column</source>
        <translation>
            <numerusform>%n name left as it was: more than one table it reads has that column</numerusform>
            <numerusform>%n names left as they were: more than one table it reads has that column</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n table(s) changed</source>
        <translation>
            <numerusform>%n table changed</numerusform>
            <numerusform>%n tables changed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Assay::Export</name>
    <message numerus="yes">
        <source>%Ln row(s).</source>
        <translation>
            <numerusform>%Ln row.</numerusform>
            <numerusform>%Ln rows.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s) (stopped at the row limit)</source>
        <translation>
            <numerusform>%Ln row (stopped at the row limit)</numerusform>
            <numerusform>%Ln rows (stopped at the row limit)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln row</numerusform>
            <numerusform>%Ln rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) longer than Excel&apos;s limit of 32,767 characters were shortened.</source>
        <translation>
            <numerusform>%n cell longer than Excel&apos;s limit of 32,767 characters was shortened.</numerusform>
            <numerusform>%n cells longer than Excel&apos;s limit of 32,767 characters were shortened.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Assay::Files</name>
    <message numerus="yes">
        <source>Line %1 has %n value(s), but the table has %2 columns.</source>
        <translation>
            <numerusform>Line %1 has %n value, but the table has %2 columns.</numerusform>
            <numerusform>Line %1 has %n values, but the table has %2 columns.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Line %1 has %n value(s), but the first line has %2.</source>
        <translation>
            <numerusform>Line %1 has %n value, but the first line has %2.</numerusform>
            <numerusform>Line %1 has %n values, but the first line has %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The sheet “%1” has %n merged cell range(s), the first at %2, so its rows do not line up as a table. Unmerge them in Excel or LibreOffice (Merge &amp; Center → Unmerge Cells), fill in the values, and save again.</source>
        <translation>
            <numerusform>The sheet “%1” has %n merged cell range, the first at %2, so its rows do not line up as a table. Unmerge them in Excel or LibreOffice (Merge &amp; Center → Unmerge Cells), fill in the values, and save again.</numerusform>
            <numerusform>The sheet “%1” has %n merged cell ranges, the first at %2, so its rows do not line up as a table. Unmerge them in Excel or LibreOffice (Merge &amp; Center → Unmerge Cells), fill in the values, and save again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) held an Excel error such as #DIV/0! (the first at %1) and were stored as empty values.</source>
        <translation>
            <numerusform>%n cell held an Excel error such as #DIV/0! (at %1) and was stored as an empty value.</numerusform>
            <numerusform>%n cells held an Excel error such as #DIV/0! (the first at %1) and were stored as empty values.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Assay::Insights</name>
    <message numerus="yes">
        <source>The data covers %Ln point(s), from %1 to %2.</source>
        <translation>
            <numerusform>The data covers %Ln point, from %1 to %2.</numerusform>
            <numerusform>The data covers %Ln points, from %1 to %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The data covers %Ln year(s), from %1 to %2.</source>
        <translation>
            <numerusform>The data covers %Ln year, from %1 to %2.</numerusform>
            <numerusform>The data covers %Ln years, from %1 to %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The data covers %Ln quarter(s), from %1 to %2.</source>
        <translation>
            <numerusform>The data covers %Ln quarter, from %1 to %2.</numerusform>
            <numerusform>The data covers %Ln quarters, from %1 to %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The data covers %Ln month(s), from %1 to %2.</source>
        <translation>
            <numerusform>The data covers %Ln month, from %1 to %2.</numerusform>
            <numerusform>The data covers %Ln months, from %1 to %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The data covers %Ln week(s), from %1 to %2.</source>
        <translation>
            <numerusform>The data covers %Ln week, from %1 to %2.</numerusform>
            <numerusform>The data covers %Ln weeks, from %1 to %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The data covers %Ln day(s), from %1 to %2.</source>
        <translation>
            <numerusform>The data covers %Ln day, from %1 to %2.</numerusform>
            <numerusform>The data covers %Ln days, from %1 to %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The data covers %Ln hour(s), from %1 to %2.</source>
        <translation>
            <numerusform>The data covers %Ln hour, from %1 to %2.</numerusform>
            <numerusform>The data covers %Ln hours, from %1 to %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>**%1** has the lowest of the %Ln shown: %2.</source>
        <translation>
            <numerusform>**%1** has the lowest of the %Ln shown: %2.</numerusform>
            <numerusform>**%1** has the lowest of the %Ln shown: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>**%1** accounts for %2 of the total of the %Ln shown.</source>
        <translation>
            <numerusform>**%1** accounts for %2 of the total of the %Ln shown.</numerusform>
            <numerusform>**%1** accounts for %2 of the total of the %Ln shown.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Together the %Ln values of %1 shown add up to %2.</source>
        <translation>
            <numerusform>The %Ln value of %1 shown adds up to %2.</numerusform>
            <numerusform>Together the %Ln values of %1 shown add up to %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Together the %Ln values of %1, “%2” included, add up to %3.</source>
        <translation>
            <numerusform>The %Ln value of %1, “%2” included, adds up to %3.</numerusform>
            <numerusform>Together the %Ln values of %1, “%2” included, add up to %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Together the %Ln values of %1 add up to %2.</source>
        <translation>
            <numerusform>The %Ln value of %1 adds up to %2.</numerusform>
            <numerusform>Together the %Ln values of %1 add up to %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The result has %Ln value(s) of %1.</source>
        <translation>
            <numerusform>The result has %Ln value of %1.</numerusform>
            <numerusform>The result has %Ln values of %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The result has %Ln row(s).</source>
        <translation>
            <numerusform>The result has %Ln row.</numerusform>
            <numerusform>The result has %Ln rows.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln row</numerusform>
            <numerusform>%Ln rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The chart compares %Ln period(s) across %1 values of %2.</source>
        <translation>
            <numerusform>The chart compares %Ln period across %1 values of %2.</numerusform>
            <numerusform>The chart compares %Ln periods across %1 values of %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>**%1** has the highest %2%3 of these %Ln: %4.</source>
        <translation>
            <numerusform>**%1** has the highest %2%3 of this %Ln: %4.</numerusform>
            <numerusform>**%1** has the highest %2%3 of these %Ln: %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>**%1** has the lowest of the top %Ln: %2.</source>
        <translation>
            <numerusform>**%1** has the lowest of the top %Ln: %2.</numerusform>
            <numerusform>**%1** has the lowest of the top %Ln: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>**%1** has the lowest of these %Ln: %2.</source>
        <translation>
            <numerusform>**%1** has the lowest of this %Ln: %2.</numerusform>
            <numerusform>**%1** has the lowest of these %Ln: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>**%1** accounts for %2 of the total of the top %Ln.</source>
        <translation>
            <numerusform>**%1** accounts for %2 of the total of the top %Ln.</numerusform>
            <numerusform>**%1** accounts for %2 of the total of the top %Ln.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Together the top %Ln values of %1 add up to %2.</source>
        <translation>
            <numerusform>The top %Ln value of %1 adds up to %2.</numerusform>
            <numerusform>Together the top %Ln values of %1 add up to %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>**%1** accounts for %2 of the total of these %Ln.</source>
        <translation>
            <numerusform>**%1** accounts for %2 of the total of this %Ln.</numerusform>
            <numerusform>**%1** accounts for %2 of the total of these %Ln.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Together these %Ln values of %1 add up to %2.</source>
        <translation>
            <numerusform>This %Ln value of %1 adds up to %2.</numerusform>
            <numerusform>Together these %Ln values of %1 add up to %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>only the top %Ln row(s), as the query&apos;s LIMIT kept them</source>
        <translation>
            <numerusform>only the top %Ln row, as the query&apos;s LIMIT kept it</numerusform>
            <numerusform>only the top %Ln rows, as the query&apos;s LIMIT kept them</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>only the first %Ln row(s), as the query&apos;s LIMIT kept them</source>
        <translation>
            <numerusform>only the first %Ln row, as the query&apos;s LIMIT kept it</numerusform>
            <numerusform>only the first %Ln rows, as the query&apos;s LIMIT kept them</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Assay::Knowledge</name>
    <message numerus="yes">
        <source>The model described %1 of %n columns of %2.</source>
        <translation>
            <numerusform>The model described %1 of %n column of %2.</numerusform>
            <numerusform>The model described %1 of %n columns of %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every one of the %n distinct values of %1 checked is in %2.</source>
        <translation>
            <numerusform>The one distinct value of %1 checked is in %2.</numerusform>
            <numerusform>Every one of the %n distinct values of %1 checked is in %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1% of the %n distinct values of %2 checked are in %3.</source>
        <translation>
            <numerusform>%1% of the one distinct value of %2 checked is in %3.</numerusform>
            <numerusform>%1% of the %n distinct values of %2 checked are in %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The values are also all found in %n other key(s).</source>
        <translation>
            <numerusform>The values are also all found in %n other key.</numerusform>
            <numerusform>The values are also all found in %n other keys.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Finding relationships in the data stopped at its time budget (%n s): %1 of %2 candidate links were checked; what was found is kept.</source>
        <translation>
            <numerusform>Finding relationships in the data stopped at its time budget (%n s): %1 of %2 candidate links were checked; what was found is kept.</numerusform>
            <numerusform>Finding relationships in the data stopped at its time budget (%n s): %1 of %2 candidate links were checked; what was found is kept.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Assay::Llm</name>
    <message numerus="yes">
        <source>Connected in %1 ms: %n model(s) listed.</source>
        <translation>
            <numerusform>Connected in %1 ms: %n model listed.</numerusform>
            <numerusform>Connected in %1 ms: %n models listed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seconds</source>
        <translation>
            <numerusform>%n second</numerusform>
            <numerusform>%n seconds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minutes</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hours</source>
        <translation>
            <numerusform>%n hour</numerusform>
            <numerusform>%n hours</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Assay::Notebook</name>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 and %n more</numerusform>
            <numerusform>%1 and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Assay::Offline</name>
    <message numerus="yes">
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln row</numerusform>
            <numerusform>%Ln rows</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Assay::Schema</name>
    <message numerus="yes">
        <source>%1 and %2 connect only through %n table(s) in between (%3); plans stop at %4.</source>
        <translation>
            <numerusform>%1 and %2 connect only through %n table in between (%3); plans stop at %4.</numerusform>
            <numerusform>%1 and %2 connect only through %n tables in between (%3); plans stop at %4.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Assay::Security</name>
    <message numerus="yes">
        <source>The privacy settings name %1, which this database does not have; nothing is hidden by %n such entry(s). Check the spelling under Connect → Privacy….</source>
        <translation>
            <numerusform>The privacy settings name %1, which this database does not have; nothing is hidden by this entry. Check the spelling under Connect → Privacy….</numerusform>
            <numerusform>The privacy settings name %1, which this database does not have; nothing is hidden by these %n entries. Check the spelling under Connect → Privacy….</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Assay::Ui</name>
    <message numerus="yes">
        <source>%Ln row(s) written…</source>
        <translation>
            <numerusform>%Ln row written…</numerusform>
            <numerusform>%Ln rows written…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %Ln row(s) to %1. %2</source>
        <translation>
            <numerusform>Exported %Ln row to %1. %2</numerusform>
            <numerusform>Exported %Ln rows to %1. %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %Ln row(s) to %1.</source>
        <translation>
            <numerusform>Exported %Ln row to %1.</numerusform>
            <numerusform>Exported %Ln rows to %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Assay::Verified</name>
    <message numerus="yes">
        <source>The data changed since the answer was verified: the verified query now returns %n row(s).</source>
        <translation>
            <numerusform>The data changed since the answer was verified: the verified query now returns %n row.</numerusform>
            <numerusform>The data changed since the answer was verified: the verified query now returns %n rows.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChartRenderer</name>
    <message numerus="yes">
        <source>%n more series are not drawn.</source>
        <translation>
            <numerusform>%n more series is not drawn.</numerusform>
            <numerusform>%n more series are not drawn.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n negative value(s) cannot be slices and are left out.</source>
        <translation>
            <numerusform>%n negative value cannot be slices and are left out.</numerusform>
            <numerusform>%n negative values cannot be slices and are left out.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>assay::app::AssayBackend</name>
    <message numerus="yes">
        <source>(%n row(s))</source>
        <translation>
            <numerusform>(%n row)</numerusform>
            <numerusform>(%n rows)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>assay::notebook::Notebook</name>
    <message numerus="yes">
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln row</numerusform>
            <numerusform>%Ln rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln column(s)</source>
        <translation>
            <numerusform>%Ln column</numerusform>
            <numerusform>%Ln columns</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>assay::ui::ChartCellWidget</name>
    <message numerus="yes">
        <source> (%n more)</source>
        <translation>
            <numerusform> (%n more)</numerusform>
            <numerusform> (%n more)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>assay::ui::ChatTurnWidget</name>
    <message numerus="yes">
        <source>**%1** (%Ln row(s))</source>
        <translation>
            <numerusform>**%1** (%Ln row)</numerusform>
            <numerusform>**%1** (%Ln rows)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>**%1** — %2 (%Ln row(s))</source>
        <translation>
            <numerusform>**%1** — %2 (%Ln row)</numerusform>
            <numerusform>**%1** — %2 (%Ln rows)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>assay::ui::DataFiles</name>
    <message numerus="yes">
        <source>Imported %1 into the table %2: %n row(s).</source>
        <translation>
            <numerusform>Imported %1 into the table %2: %n row.</numerusform>
            <numerusform>Imported %1 into the table %2: %n rows.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 changed on disk since it was imported into the table %2; %n cell(s) that read it are stale.</source>
        <translation>
            <numerusform>%1 changed on disk since it was imported into the table %2; %n cell that reads it is stale.</numerusform>
            <numerusform>%1 changed on disk since it was imported into the table %2; %n cells that read it are stale.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>assay::ui::DatabaseWatch</name>
    <message numerus="yes">
        <source>Verified answers checked %1: all %n still give their result.</source>
        <translation>
            <numerusform>Verified answers checked %1: the %n answer still gives its result.</numerusform>
            <numerusform>Verified answers checked %1: all %n still give their result.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>assay::ui::DriftController</name>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>and %n more</numerusform>
            <numerusform>and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s)</source>
        <translation>
            <numerusform>%n cell</numerusform>
            <numerusform>%n cells</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chart(s)</source>
        <translation>
            <numerusform>%n chart</numerusform>
            <numerusform>%n charts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n glossary term(s)</source>
        <translation>
            <numerusform>%n glossary term</numerusform>
            <numerusform>%n glossary terms</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n example(s)</source>
        <translation>
            <numerusform>%n example</numerusform>
            <numerusform>%n examples</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n description(s)</source>
        <translation>
            <numerusform>%n description</numerusform>
            <numerusform>%n descriptions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n metric(s)</source>
        <translation>
            <numerusform>%n metric</numerusform>
            <numerusform>%n metrics</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Applied %n fix(es); Edit ▸ Undo takes them back. Assay now compares with the schema as it is.</source>
        <translation>
            <numerusform>Applied %n fix; Edit ▸ Undo takes it back. Assay now compares with the schema as it is.</numerusform>
            <numerusform>Applied %n fixes; Edit ▸ Undo takes them back. Assay now compares with the schema as it is.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>assay::ui::HistoryPanel</name>
    <message numerus="yes">
        <source>%n statement(s).</source>
        <translation>
            <numerusform>%n statement.</numerusform>
            <numerusform>%n statements.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>assay::ui::ImportDialog</name>
    <message numerus="yes">
        <source>%n row(s) imported</source>
        <translation>
            <numerusform>%n row imported</numerusform>
            <numerusform>%n rows imported</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>assay::ui::KnowledgePanel</name>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>and %n more</numerusform>
            <numerusform>and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (and %n more)</source>
        <translation>
            <numerusform>%1 (and %n more)</numerusform>
            <numerusform>%1 (and %n more)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>assay::ui::KnowledgeTreeModel</name>
    <message numerus="yes">
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln row</numerusform>
            <numerusform>%Ln rows</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>assay::ui::MainWindow</name>
    <message numerus="yes">
        <source>Assay closed unexpectedly while you were editing %1 (%n cell(s), autosaved %2).

Restore it?</source>
        <translation>
            <numerusform>Assay closed unexpectedly while you were editing %1 (%n cell, autosaved %2).

Restore it?</numerusform>
            <numerusform>Assay closed unexpectedly while you were editing %1 (%n cells, autosaved %2).

Restore it?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>assay::ui::NotebookView</name>
    <message numerus="yes">
        <source>%n other cell(s) read %1: %2.

Update them to read %3?</source>
        <translation>
            <numerusform>%n other cell reads %1: %2.

Update it to read %3?</numerusform>
            <numerusform>%n other cells read %1: %2.

Update them to read %3?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>assay::ui::ParameterCellWidget</name>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 and %n more</numerusform>
            <numerusform>%1 and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>assay::ui::ProviderEditor</name>
    <message numerus="yes">
        <source>%n model(s) available.</source>
        <translation>
            <numerusform>%n model available.</numerusform>
            <numerusform>%n models available.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>assay::ui::SchemaTree</name>
    <message numerus="yes">
        <source>%n table(s)</source>
        <translation>
            <numerusform>%n table</numerusform>
            <numerusform>%n tables</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n view(s)</source>
        <translation>
            <numerusform>, %n view</numerusform>
            <numerusform>, %n views</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>assay::ui::SqlConsole</name>
    <message numerus="yes">
        <source>%Ln row(s) so far, %1 s…</source>
        <translation>
            <numerusform>%Ln row so far, %1 s…</numerusform>
            <numerusform>%Ln rows so far, %1 s…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %Ln row(s)</source>
        <translation>
            <numerusform>Stopped after %Ln row</numerusform>
            <numerusform>Stopped after %Ln rows</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>assay::ui::UsagePage</name>
    <message numerus="yes">
        <source> · %n failed</source>
        <translation>
            <numerusform> · %n failed</numerusform>
            <numerusform> · %n failed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · %n without a price (enter it on the Prices tab)</source>
        <translation>
            <numerusform> · %n without a price (enter it on the Prices tab)</numerusform>
            <numerusform> · %n without a price (enter it on the Prices tab)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>assay::ui::VerifiedPanel</name>
    <message numerus="yes">
        <source>Asking %n verified question(s) again…</source>
        <translation>
            <numerusform>Asking %n verified question again…</numerusform>
            <numerusform>Asking %n verified questions again…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n verified answer(s).</source>
        <translation>
            <numerusform>%n verified answer.</numerusform>
            <numerusform>%n verified answers.</numerusform>
        </translation>
    </message>
</context>
</TS>
