<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Assay::Agents</name>
    <message>
        <source>No language model is configured.</source>
        <translation>未配置语言模型。</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>The model did not answer.</source>
        <translation>模型没有回答。</translation>
    </message>
    <message>
        <source>%1: the model failed (%2)</source>
        <translation>%1：模型出错（%2）</translation>
    </message>
    <message>
        <source>The model&apos;s answer was not the JSON asked for (%1).</source>
        <translation>模型的回答不是所要求的 JSON（%1）。</translation>
    </message>
    <message>
        <source>%1: unusable answer</source>
        <translation>%1：回答无法使用</translation>
    </message>
    <message>
        <source>No language model is ready (%1). Choose one in Settings → Language Models, or ask the offline assistant, which answers common questions without a model.</source>
        <translation>没有就绪的语言模型（%1）。请在“设置 → 语言模型”中选择一个，或询问离线助手，它无需模型即可回答常见问题。</translation>
    </message>
    <message>
        <source>No notebook cells are needed</source>
        <translation>不需要笔记本单元格</translation>
    </message>
    <message>
        <source>Using cells %1</source>
        <translation>使用单元格 %1</translation>
    </message>
    <message>
        <source>%1
(Step %2 of %3 of: %4)</source>
        <translation>%1
（第 %2 步，共 %3 步，整体问题：%4）</translation>
    </message>
    <message>
        <source>Tables: %1</source>
        <translation>表：%1</translation>
    </message>
    <message>
        <source>One table: %1</source>
        <translation>单个表：%1</translation>
    </message>
    <message>
        <source>No key relationship connects %1 to the other tables; it is left out.</source>
        <translation>没有键关系将 %1 与其他表相连；已将其略去。</translation>
    </message>
    <message>
        <source>These tables can be connected in more than one way. Which one do you mean?</source>
        <translation>这些表可以通过多种方式连接。您指的是哪一种？</translation>
    </message>
    <message>
        <source>Joins planned</source>
        <translation>已规划连接</translation>
    </message>
    <message>
        <source>columns unknown until it runs</source>
        <translation>运行前列未知</translation>
    </message>
    <message>
        <source>The model wrote no SQL (%1).</source>
        <translation>模型没有编写 SQL（%1）。</translation>
    </message>
    <message>
        <source>SQL written</source>
        <translation>已编写 SQL</translation>
    </message>
    <message>
        <source>The model kept proposing a statement that may not run; it was refused and never reached the database. %1</source>
        <translation>模型反复提出不允许运行的语句；该语句已被拒绝，从未到达数据库。%1</translation>
    </message>
    <message>
        <source>The query still failed after %1 attempts: %2</source>
        <translation>尝试 %1 次后查询仍然失败：%2</translation>
    </message>
    <message>
        <source>The query failed (%1) and the model could not be asked to fix it: %2</source>
        <translation>查询失败（%1），且无法请模型修复：%2</translation>
    </message>
    <message>
        <source>The query failed (%1) and the model did not fix it (%2).</source>
        <translation>查询失败（%1），且模型未能修复（%2）。</translation>
    </message>
    <message>
        <source>Attempt %1: %2</source>
        <translation>第 %1 次尝试：%2</translation>
    </message>
    <message>
        <source>Insight written</source>
        <translation>已撰写洞察</translation>
    </message>
    <message>
        <source>Nothing could be answered.</source>
        <translation>未能回答任何内容。</translation>
    </message>
    <message>
        <source>Connect to a database first.</source>
        <translation>请先连接数据库。</translation>
    </message>
    <message>
        <source>Starting</source>
        <translation>正在启动</translation>
    </message>
    <message>
        <source>Reading the notebook</source>
        <translation>正在读取笔记本</translation>
    </message>
    <message>
        <source>Understanding the question</source>
        <translation>正在理解问题</translation>
    </message>
    <message>
        <source>Splitting into steps</source>
        <translation>正在拆分为步骤</translation>
    </message>
    <message>
        <source>Finding the tables</source>
        <translation>正在查找表</translation>
    </message>
    <message>
        <source>Planning the joins</source>
        <translation>正在规划连接</translation>
    </message>
    <message>
        <source>Writing SQL</source>
        <translation>正在编写 SQL</translation>
    </message>
    <message>
        <source>Fixing the SQL</source>
        <translation>正在修复 SQL</translation>
    </message>
    <message>
        <source>Running the query</source>
        <translation>正在运行查询</translation>
    </message>
    <message>
        <source>Choosing a chart</source>
        <translation>正在选择图表</translation>
    </message>
    <message>
        <source>Writing the insight</source>
        <translation>正在撰写洞察</translation>
    </message>
    <message>
        <source>A question for you</source>
        <translation>需要您回答的问题</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>The question was not rewritten (%1); it is used as asked.</source>
        <translation>问题未被改写（%1）；将按原样使用。</translation>
    </message>
    <message>
        <source>%1 is after the last date in the data, %2 (%3): expect no rows for it.</source>
        <translation>%1 晚于数据中的最后日期 %2（%3）：预计不会有对应的行。</translation>
    </message>
    <message>
        <source>%1 is before the first date in the data, %2: expect no rows for it.</source>
        <translation>%1 早于数据中的最早日期 %2：预计不会有对应的行。</translation>
    </message>
    <message>
        <source>The model did not narrow the schema down; the closest tables are used whole.</source>
        <translation>模型没有缩小模式范围；将完整使用最接近的表。</translation>
    </message>
    <message>
        <source>The model found no table that answers the question; the closest tables are used.</source>
        <translation>模型没有找到能回答该问题的表；将使用最接近的表。</translation>
    </message>
    <message>
        <source>The model&apos;s answer held no SQL.</source>
        <translation>模型的回答中没有 SQL。</translation>
    </message>
    <message>
        <source>Error: there is no tool %1. Use SearchColumn, SearchValue, FindShortestPath, ExecuteSQL or Answer.</source>
        <translation>错误：没有工具 %1。请使用 SearchColumn、SearchValue、FindShortestPath、ExecuteSQL 或 Answer。</translation>
    </message>
    <message>
        <source>No column matches &quot;%1&quot;.</source>
        <translation>没有与“%1”匹配的列。</translation>
    </message>
    <message>
        <source>Error: stored values are still being indexed; try SearchColumn.</source>
        <translation>错误：存储的值仍在建立索引；请尝试 SearchColumn。</translation>
    </message>
    <message>
        <source>Error: there is no table %1.</source>
        <translation>错误：没有表 %1。</translation>
    </message>
    <message>
        <source>No stored value is like &quot;%1&quot;.</source>
        <translation>没有与“%1”相似的存储值。</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>错误：%1</translation>
    </message>
    <message>
        <source>or, equally short:</source>
        <translation>或者同样短的路径：</translation>
    </message>
    <message>
        <source>Error: no action could be read. End your turn with exactly one line: Action: Tool(argument)</source>
        <translation>错误：无法读取任何操作。请以恰好一行结束本轮：Action: Tool(argument)</translation>
    </message>
    <message>
        <source>Answered after %1 rounds</source>
        <translation>经过 %1 轮后得到回答</translation>
    </message>
    <message>
        <source>Error: the answer does not run: %1</source>
        <translation>错误：该回答无法运行：%1</translation>
    </message>
    <message>
        <source>Round %1: %2</source>
        <translation>第 %1 轮：%2</translation>
    </message>
    <message>
        <source>no readable action</source>
        <translation>没有可读的操作</translation>
    </message>
    <message>
        <source>No answer within %1 rounds.</source>
        <translation>%1 轮内没有得到回答。</translation>
    </message>
    <message>
        <source>The answer was cut off at the model&apos;s context window, so it was not used.</source>
        <translation>回答在模型的上下文窗口处被截断，因此未被使用。</translation>
    </message>
    <message>
        <source>The answer was cut off at the token limit (%1 tokens), so it was not used.</source>
        <translation>回答在令牌上限（%1 个令牌）处被截断，因此未被使用。</translation>
    </message>
    <message>
        <source>The model could not be asked: %1</source>
        <translation>无法询问模型：%1</translation>
    </message>
    <message>
        <source>Nothing was run; ask again in a moment, or let the offline assistant answer.</source>
        <translation>未运行任何内容；请稍后再问，或让离线助手回答。</translation>
    </message>
    <message numerus="yes">
        <source>Answering in %n steps</source>
        <translation>
            <numerusform>分 %n 步回答</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Answered in %n step(s).</source>
        <translation>
            <numerusform>分 %n 步完成回答。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n steps answered; %2</source>
        <translation>
            <numerusform>已回答 %n 步中的 %1 步；%2</numerusform>
        </translation>
    </message>
    <message>
        <source>Error: FindShortestPath takes two or more columns or tables: FindShortestPath(orders.total, customers.city).</source>
        <translation>错误：FindShortestPath 需要两个或更多列或表：FindShortestPath(orders.total, customers.city)。</translation>
    </message>
    <message>
        <source>Reading the question</source>
        <translation>理解问题</translation>
    </message>
    <message>
        <source>Answering</source>
        <translation>回答</translation>
    </message>
    <message>
        <source>Declined</source>
        <translation>已拒绝</translation>
    </message>
    <message>
        <source>No language model</source>
        <translation>没有语言模型</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Answered by the offline assistant, as asked.</source>
        <translation>按要求由离线助手回答。</translation>
    </message>
    <message>
        <source>Answered by the offline assistant: it is the mode chosen below the question box.</source>
        <translation>由离线助手回答：这是在问题框下方选择的模式。</translation>
    </message>
    <message>
        <source>Answered offline: no language model is configured.</source>
        <translation>离线回答：未配置语言模型。</translation>
    </message>
    <message>
        <source>Answered offline because no language model is ready: %1</source>
        <translation>因没有就绪的语言模型而离线回答：%1</translation>
    </message>
    <message>
        <source>No joins needed</source>
        <translation>无需连接表</translation>
    </message>
    <message>
        <source>Stopped. Nothing was added to the notebook.</source>
        <translation>已停止。没有向笔记本添加任何内容。</translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln 行</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Assay::App</name>
    <message>
        <source>Creating sample database… %1%</source>
        <translation>正在创建示例数据库… %1%</translation>
    </message>
    <message>
        <source>--%1 takes no value</source>
        <translation>--%1 不接受值</translation>
    </message>
    <message>
        <source>--%1 needs a value</source>
        <translation>--%1 需要一个值</translation>
    </message>
    <message>
        <source>unknown option --%1</source>
        <translation>未知选项 --%1</translation>
    </message>
    <message>
        <source>--%1 needs a whole number of at least %2</source>
        <translation>--%1 需要一个不小于 %2 的整数</translation>
    </message>
    <message>
        <source>warning: a password in --connection is visible to other users of this machine; set ASSAY_DB_PASSWORD instead.</source>
        <translation>警告：--connection 中的密码对本机其他用户可见；请改为设置 ASSAY_DB_PASSWORD。</translation>
    </message>
    <message>
        <source>the notebook names no database; give one with --connection</source>
        <translation>笔记本未指定数据库；请用 --connection 指定一个</translation>
    </message>
    <message>
        <source>no database file, URL or saved connection called &quot;%1&quot;</source>
        <translation>没有名为“%1”的数据库文件、URL 或已保存的连接</translation>
    </message>
    <message>
        <source>the sample database could not be created: %1</source>
        <translation>无法创建示例数据库：%1</translation>
    </message>
    <message>
        <source>the database file %1 does not exist</source>
        <translation>数据库文件 %1 不存在</translation>
    </message>
    <message>
        <source>interrupted while connecting</source>
        <translation>连接时被中断</translation>
    </message>
    <message>
        <source>the connection was dropped</source>
        <translation>连接已断开</translation>
    </message>
    <message>
        <source>cannot connect to %1: %2</source>
        <translation>无法连接到 %1：%2</translation>
    </message>
    <message>
        <source>(no password was given: set ASSAY_DB_PASSWORD)</source>
        <translation>（未提供密码：请设置 ASSAY_DB_PASSWORD）</translation>
    </message>
    <message>
        <source>usage: assay export-chart NOTEBOOK --chart NAME --output FILE.png|FILE.svg</source>
        <translation>用法：assay export-chart NOTEBOOK --chart NAME --output FILE.png|FILE.svg</translation>
    </message>
    <message>
        <source>--output must end in .png or .svg</source>
        <translation>--output 必须以 .png 或 .svg 结尾</translation>
    </message>
    <message>
        <source>--size is WIDTHxHEIGHT in pixels, e.g. 1600x900</source>
        <translation>--size 的格式为“宽x高”（像素），例如 1600x900</translation>
    </message>
    <message>
        <source>--scale is a number from 0.5 to 4</source>
        <translation>--scale 是 0.5 到 4 之间的数字</translation>
    </message>
    <message>
        <source>cannot write %1: the folder does not exist</source>
        <translation>无法写入 %1：文件夹不存在</translation>
    </message>
    <message>
        <source>%1 is not a chart cell</source>
        <translation>%1 不是图表单元格</translation>
    </message>
    <message>
        <source>interrupted; nothing was written</source>
        <translation>已中断；未写入任何内容</translation>
    </message>
    <message>
        <source>the chart could not be computed: %1</source>
        <translation>无法计算图表：%1</translation>
    </message>
    <message>
        <source>Cannot draw</source>
        <translation>无法绘制</translation>
    </message>
    <message>
        <source>usage: assay export-data NOTEBOOK --cell NAME --output FILE.csv|.tsv|.xlsx
   or: assay export-data --connection SPEC --sql QUERY --output FILE.csv|.tsv|.xlsx</source>
        <translation>用法：assay export-data NOTEBOOK --cell NAME --output FILE.csv|.tsv|.xlsx
  或：assay export-data --connection SPEC --sql QUERY --output FILE.csv|.tsv|.xlsx</translation>
    </message>
    <message>
        <source>--output must end in .csv, .tsv or .xlsx</source>
        <translation>--output 必须以 .csv、.tsv 或 .xlsx 结尾</translation>
    </message>
    <message>
        <source>%1 is a text cell; it has no data</source>
        <translation>%1 是文本单元格，没有数据</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>interrupted; nothing was written to %1</source>
        <translation>已中断；未向 %1 写入任何内容</translation>
    </message>
    <message>
        <source>%1 rows, %2 in %3 s</source>
        <translation>%1 行，%2，用时 %3 秒</translation>
    </message>
    <message>
        <source>cell %1 was not run: it would change the database (%2). Check what it does, then run again with --allow-writes to let notebook cells write.</source>
        <translation>单元格 %1 未运行：它会更改数据库（%2）。请检查它的操作，然后加上 --allow-writes 重新运行，以允许笔记本单元格写入。</translation>
    </message>
    <message>
        <source>the notebook has no cell called &quot;%1&quot;; its cells are: %2</source>
        <translation>笔记本中没有名为“%1”的单元格；其单元格有：%2</translation>
    </message>
    <message>
        <source>cell %1 failed: %2</source>
        <translation>单元格 %1 失败：%2</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>run needs one notebook file: assay run NOTEBOOK.assaynb --export report.html</source>
        <translation>run 需要一个笔记本文件：assay run NOTEBOOK.assaynb --export report.html</translation>
    </message>
    <message>
        <source>--chart-images is svg or png</source>
        <translation>--chart-images 的值为 svg 或 png</translation>
    </message>
    <message>
        <source>cannot tell the report format of %1: use .html, .pdf, .md or .ipynb</source>
        <translation>无法判断 %1 的报告格式：请使用 .html、.pdf、.md 或 .ipynb</translation>
    </message>
    <message>
        <source>interrupted; no report was written</source>
        <translation>已中断；未写入报告</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>已中断</translation>
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
DIR 可以是任何采用 Spider 目录结构的目录：dev.json、tables.json（或 dev_tables.json）、
database/&lt;db_id&gt;/&lt;db_id&gt;.sqlite。
</translation>
    </message>
    <message>
        <source>assay eval: no evaluation named %1.
</source>
        <translation>assay eval: 没有名为 %1 的评测。
</translation>
    </message>
    <message>
        <source>assay eval: %1 is not a directory.</source>
        <translation>assay eval: %1 不是目录。</translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot;. The commands are: %2. Run assay --help for their arguments.</source>
        <translation>未知命令“%1”。可用命令有：%2。运行 assay --help 查看其参数。</translation>
    </message>
    <message>
        <source>%1 cannot be imported: %2</source>
        <translation>无法导入 %1：%2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s) written</source>
        <translation>
            <numerusform>已写入 %Ln 行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln 行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ran %n cell(s) in %1 s</source>
        <translation>
            <numerusform>在 %1 秒内运行了 %n 个单元格</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) failed</source>
        <translation>
            <numerusform>%n 个单元格失败</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>there is no answer to draw, so %1 was not written</source>
        <translation>没有可绘制的回答，因此未写入 %1</translation>
    </message>
    <message>
        <source>the answer is a table, not a chart; export it as .json instead</source>
        <translation>回答是表格而不是图表；请改为导出为 .json</translation>
    </message>
    <message>
        <source>usage: assay ask --connection SPEC &quot;QUESTION&quot; [--provider NAME] [--export FILE.png|.svg|.json] [--json]</source>
        <translation>用法：assay ask --connection SPEC &quot;QUESTION&quot; [--provider NAME] [--export FILE.png|.svg|.json] [--json]</translation>
    </message>
    <message>
        <source>--export must end in .png, .svg (the chart) or .json (the whole answer)</source>
        <translation>--export 必须以 .png、.svg（图表）或 .json（完整回答）结尾</translation>
    </message>
    <message>
        <source>no model provider called &quot;%1&quot;: none is set up (Settings, Models in the window)</source>
        <translation>没有名为“%1”的模型提供方：尚未设置任何提供方（在窗口的“设置”、“模型”中设置）</translation>
    </message>
    <message>
        <source>no model provider called &quot;%1&quot;; the providers are: %2</source>
        <translation>没有名为“%1”的模型提供方；可用的提供方有：%2</translation>
    </message>
    <message>
        <source>the model provider %1 cannot be used: %2</source>
        <translation>无法使用模型提供方 %1：%2</translation>
    </message>
    <message>
        <source>cannot read the privacy file %1: %2</source>
        <translation>无法读取隐私文件 %1：%2</translation>
    </message>
    <message>
        <source>the privacy file %1 is not a JSON object like {&quot;hiddenColumns&quot;: [&quot;customers.email&quot;]}</source>
        <translation>隐私文件 %1 不是形如 {&quot;hiddenColumns&quot;: [&quot;customers.email&quot;]} 的 JSON 对象</translation>
    </message>
    <message>
        <source>usage: assay mcp [--connection SPEC]... [--notebook FILE]... [--privacy FILE]</source>
        <translation>用法：assay mcp [--connection SPEC]... [--notebook FILE]... [--privacy FILE]</translation>
    </message>
    <message>
        <source>%1 is a folder; give the path of the database file to create in it.</source>
        <translation>%1 是一个文件夹；请给出要在其中创建的数据库文件的路径。</translation>
    </message>
    <message>
        <source>%1 already exists; Assay will not replace it. Add --force to overwrite it with the sample database.</source>
        <translation>%1 已存在；Assay 不会替换它。加上 --force 可用示例数据库覆盖它。</translation>
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
        <translation>用法：assay [选项] [NOTEBOOK.assaynb | DATABASE_FILE]
      assay COMMAND [参数]

面向数据分析师的桌面笔记本。不带命令时，Assay 打开窗口并载入 DATABASE_FILE
（SQLite 文件；CSV、JSON 或 XLSX 文件会作为表打开）或内置的示例数据库。

选项：
  -h, --help        显示此帮助并退出。
  -v, --version     显示版本并退出。

命令（无需图形界面）：
  sample-db [PATH] [--force]
                    在 PATH 创建零售示例数据库（默认：数据目录）并输出其位置。
                    PATH 处已有的文件只有加 --force 才会被替换。
  eval WHAT ...     用 Spider 格式的基准数据评测 Assay（运行 assay eval 查看列表）。

  run NOTEBOOK [--connection SPEC] [--export FILE]... [--results-only] [--rows N]
        [--chart-images svg|png] [--row-limit N] [--allow-writes] [--quiet]
                    从上到下运行 NOTEBOOK 的每个单元格，并为每个 --export 写入报告：
                    .html（单个自包含文件）、.pdf、.md（图片放在旁边的 FILE_files/ 中）
                    或 .ipynb（Jupyter）。--results-only 省略 SQL；--rows N 显示每个
                    结果的前 N 行（默认 20）。会更改数据库的单元格（INSERT、CREATE、
                    SELECT setval() 等）不运行而直接失败，除非指定 --allow-writes（退出码 4）。
                    即使有单元格失败也会写入报告，报告中会显示其错误。
  export-chart NOTEBOOK --chart NAME --output FILE.png|FILE.svg [--size WxH] [--scale S]
        [--connection SPEC]
                    运行图表单元格 NAME（及其读取的单元格）并绘制图表
                    （默认 1200x700，缩放 1；--scale 2 使 PNG 的像素加倍）。
                    所需的单元格若会写入则失败，与不带 --allow-writes 的 run 相同。
  export-data NOTEBOOK --cell NAME --output FILE.csv|.tsv|.xlsx [--connection SPEC]
  export-data --connection SPEC --sql QUERY --output FILE.csv|.tsv|.xlsx
        [--bom] [--sheet NAME] [--progress] [--quiet]
                    将单元格的完整结果（其读取的单元格会被内联）或查询的行流式写入文件：
                    CSV 采用 RFC 4180 格式、UTF-8 编码（--bom 为电子表格程序添加字节顺序
                    标记），或 Excel 工作簿。查询以只读方式运行；无论行数多少，内存占用
                    都保持不变。

  SPEC 可以是 SQLite 文件、数据文件（.csv、.tsv、.json、.ndjson、.xlsx：作为表导入数据目录中的
  工作区，仅在文件更改后才重新导入）、&quot;sample&quot;、URL（postgresql://USER@HOST:PORT/DB、
  mysql://USER@HOST:PORT/DB、sqlite:PATH）或已保存连接的名称。不带 --connection 时
  使用笔记本自身的连接。密码来自环境变量 ASSAY_DB_PASSWORD 或钥匙串，绝不来自笔记本。
  这些命令无需图形界面。文件要么完整写入，要么完全不写入。

  ask --connection SPEC &quot;QUESTION&quot; [--provider NAME] [--export FILE] [--json] [--rows N]
        [--clarification TEXT] [--privacy FILE]
                    像聊天中一样回答问题：SQL、前几行（--rows，默认 20）、图表和洞察；
                    --json 以 JSON 格式输出，--export 写入图表（.png、.svg）或完整回答
                    （.json）。由窗口中设置的模型回答（或由 --provider 指定的提供方回答；
                    密钥来自 ASSAY_LLM_API_KEY 或钥匙串），否则由离线助手回答。退出码：
                    0 已回答，6 已拒绝，7 需要您先回答（会输出可选项；请带上
                    --clarification 再次提问），4 失败。
  mcp [--connection SPEC]... [--notebook FILE]... [--privacy FILE] [--provider NAME]
        [--rows N] [--timeout SECONDS]
                    在标准输入和输出上提供 Model Context Protocol（模型上下文协议）服务，
                    供桌面聊天应用和 IDE 智能体等助手使用：list_connections、
                    describe_schema、search_schema、search_values、plan_joins、run_query
                    （只读、有行数上限、有时限）、ask 和 add_cell；笔记本作为资源提供。
                    --privacy FILE（{&quot;hiddenColumns&quot;: [&quot;t.c&quot;], ...}）可以比连接自身的
                    隐私设置隐藏更多内容。

退出状态：0 完成；1 无法写入文件；2 参数错误；3 无法打开笔记本或数据库；
4 单元格或查询失败（会写入的单元格在没有 --allow-writes 时失败）；
5 已写入，但因 Excel 工作表的行数上限而被截断；6 助手拒绝了该问题；
7 助手需要您先回答；130 被中断（Ctrl+C、SIGTERM）。
</translation>
    </message>
    <message>
        <source>unknown option &quot;%1&quot;. Run assay --help for the options and commands.</source>
        <translation>未知选项“%1”。运行 assay --help 查看选项和命令。</translation>
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
笔记本参数：run、export-chart 和 export-data 接受 --param NAME=VALUE
（可重复），用于笔记本的参数单元格，以及其 SQL 读取但没有参数单元格定义的任何 :name
（按文本处理）。日期范围写作 START..END
（--param period=2025-01-01..2025-03-31），多个选项写作 a,b。没有单元格使用的名称
或类型错误的值会报错并指出该名称（退出码 2）。
</translation>
    </message>
    <message>
        <source>--param sets a notebook&apos;s parameters; with --sql there is no notebook</source>
        <translation>--param 用于设置笔记本的参数；使用 --sql 时没有笔记本</translation>
    </message>
    <message>
        <source>--param takes NAME=VALUE, not &quot;%1&quot;</source>
        <translation>--param 的格式是 NAME=VALUE，而不是“%1”</translation>
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
                    将模式与为该连接记录的模式比较（首次运行时记录），输出变化内容
                    （重命名及其依据），以及受影响的每个单元格、图表、术语、示例、
                    描述和隐私设置，并给出窗口会提供的修复。不会改写任何内容；
                    --accept 将当前模式记录下来。退出码 0：无影响，8：有内容受影响，
                    3：笔记本、数据库或模式无法读取。
  check --verified --connection SPEC [--json] [--provider NAME] [--privacy FILE]
                    重新提出每个已验证的问题（按 assay ask 的方式回答），并将结果与
                    已验证的结果比较。退出码 0：全部相同，9：有结果变化或问题已无法回答。
</translation>
    </message>
    <message>
        <source>none: change it by hand</source>
        <translation>无：需手动修改</translation>
    </message>
    <message>
        <source>rewrite</source>
        <translation>改写</translation>
    </message>
    <message>
        <source>drop it, or keep it</source>
        <translation>删除或保留</translation>
    </message>
    <message>
        <source>move the description</source>
        <translation>移动描述</translation>
    </message>
    <message>
        <source>describe again</source>
        <translation>重新描述</translation>
    </message>
    <message numerus="yes">
        <source>No schema was recorded for %1 before; recorded now (%n table(s)). Later checks compare with it.</source>
        <translation>
            <numerusform>此前未为 %1 记录过模式；现已记录（%n 个表）。之后的检查将与之比较。</numerusform>
        </translation>
    </message>
    <message>
        <source>No schema changes on %1 since %2.</source>
        <translation>自 %2 以来 %1 的模式没有变化。</translation>
    </message>
    <message>
        <source>The schema of %1 changed since %2 (%3 tables then, %4 now):</source>
        <translation>%1 的模式自 %2 以来有变化（当时 %3 个表，现在 %4 个）：</translation>
    </message>
    <message>
        <source>Nothing the notebook or the knowledge keeps is affected.</source>
        <translation>笔记本和知识中的内容均未受影响。</translation>
    </message>
    <message numerus="yes">
        <source>Affected (%n):</source>
        <translation>
            <numerusform>受影响（%n）：</numerusform>
        </translation>
    </message>
    <message>
        <source>: breaks</source>
        <translation>：已失效</translation>
    </message>
    <message>
        <source>: may change</source>
        <translation>：结果可能变化</translation>
    </message>
    <message>
        <source>fix: %1</source>
        <translation>修复：%1</translation>
    </message>
    <message>
        <source>usage: assay check NOTEBOOK [--connection SPEC] [--json] [--accept]
       assay check --verified --connection SPEC [--json] [--provider NAME]</source>
        <translation>用法：assay check NOTEBOOK [--connection SPEC] [--json] [--accept]
       assay check --verified --connection SPEC [--json] [--provider NAME]</translation>
    </message>
    <message>
        <source>%1 (the notebook names a connection that cannot be used; give one with --connection)</source>
        <translation>%1（笔记本指定的连接无法使用；请用 --connection 指定一个）</translation>
    </message>
    <message>
        <source>the schema cannot be read, so nothing was compared: %1</source>
        <translation>无法读取模式，因此未进行比较：%1</translation>
    </message>
    <message>
        <source>The schema as it is now was recorded; later checks compare with it.</source>
        <translation>已记录当前模式；之后的检查将与之比较。</translation>
    </message>
    <message>
        <source>verified SQL:</source>
        <translation>已验证的 SQL：</translation>
    </message>
    <message numerus="yes">
        <source>verified result (%n row(s)):</source>
        <translation>
            <numerusform>已验证的结果（%n 行）：</numerusform>
        </translation>
    </message>
    <message>
        <source>answer now:</source>
        <translation>现在的回答：</translation>
    </message>
    <message numerus="yes">
        <source>result now (%n row(s)):</source>
        <translation>
            <numerusform>现在的结果（%n 行）：</numerusform>
        </translation>
    </message>
    <message>
        <source>usage: assay check --verified --connection SPEC [--json] [--provider NAME] [--privacy FILE]</source>
        <translation>用法：assay check --verified --connection SPEC [--json] [--provider NAME] [--privacy FILE]</translation>
    </message>
    <message>
        <source>No verified answers for this connection yet (Keep as Example on a right answer in the Assistant verifies it).</source>
        <translation>此连接还没有已验证的回答（在助手中对正确的回答使用“保留为示例”即可验证）。</translation>
    </message>
    <message>
        <source>%1 of %2 verified answers give their result.</source>
        <translation>%2 个已验证的回答中有 %1 个给出原结果。</translation>
    </message>
</context>
<context>
    <name>Assay::Ask</name>
    <message>
        <source>%1 has the columns %2.</source>
        <translation>%1 包含列 %2。</translation>
    </message>
    <message>
        <source>Refused before it reached the database: %1</source>
        <translation>在到达数据库之前被拒绝：%1</translation>
    </message>
    <message>
        <source>redacted columns in the result</source>
        <translation>结果中有遮盖的列</translation>
    </message>
</context>
<context>
    <name>Assay::Charts</name>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Forecast: %1</source>
        <translation>预测：%1</translation>
    </message>
    <message>
        <source>A forecast needs dates along the x axis.</source>
        <translation>预测需要 X 轴上为日期。</translation>
    </message>
    <message>
        <source>A forecast needs at least 6 periods of history.</source>
        <translation>预测至少需要 6 个周期的历史数据。</translation>
    </message>
    <message>
        <source>No forecast: the dates are not evenly spaced (group them by a period).</source>
        <translation>无预测：日期间隔不均匀（请按周期分组）。</translation>
    </message>
    <message>
        <source>No forecast: too many periods are missing.</source>
        <translation>无预测：缺失的周期太多。</translation>
    </message>
    <message>
        <source>bar chart</source>
        <translation>柱状图</translation>
    </message>
    <message>
        <source>line chart</source>
        <translation>折线图</translation>
    </message>
    <message>
        <source>pie chart</source>
        <translation>饼图</translation>
    </message>
    <message>
        <source>area chart</source>
        <translation>面积图</translation>
    </message>
    <message>
        <source>table</source>
        <translation>表格</translation>
    </message>
    <message>
        <source>The question asks for a %1.</source>
        <translation>问题要求使用%1。</translation>
    </message>
    <message>
        <source>Bar</source>
        <translation>柱状图</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>折线图</translation>
    </message>
    <message>
        <source>Pie</source>
        <translation>饼图</translation>
    </message>
    <message>
        <source>Scatter</source>
        <translation>散点图</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>面积图</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>表</translation>
    </message>
    <message>
        <source>value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>sum</source>
        <translation>求和</translation>
    </message>
    <message>
        <source>average</source>
        <translation>平均值</translation>
    </message>
    <message>
        <source>count</source>
        <translation>计数</translation>
    </message>
    <message>
        <source>distinct count</source>
        <translation>去重计数</translation>
    </message>
    <message>
        <source>minimum</source>
        <translation>最小值</translation>
    </message>
    <message>
        <source>maximum</source>
        <translation>最大值</translation>
    </message>
    <message>
        <source>Choose a column for the x axis.</source>
        <translation>请为 X 轴选择一列。</translation>
    </message>
    <message>
        <source>The source has no column %1.</source>
        <translation>数据源没有列 %1。</translation>
    </message>
    <message>
        <source>Choose at least one measure.</source>
        <translation>请至少选择一个度量。</translation>
    </message>
    <message>
        <source>Choose a column for the measure.</source>
        <translation>请为度量选择一列。</translation>
    </message>
    <message>
        <source>%1 is not numeric, so it cannot be summed or averaged; count it instead.</source>
        <translation>%1 不是数值，无法求和或求平均值；请改为计数。</translation>
    </message>
    <message>
        <source>%1 is not numeric; plot a count or pick a numeric column.</source>
        <translation>%1 不是数值；请绘制计数或选择数值列。</translation>
    </message>
    <message>
        <source>A pie shows exactly one measure.</source>
        <translation>饼图只能显示一个度量。</translation>
    </message>
    <message>
        <source>A pie cannot have series; use a stacked bar instead.</source>
        <translation>饼图不能有系列；请改用堆叠柱状图。</translation>
    </message>
    <message>
        <source>A pie shows parts of a whole, and %1s do not add up to one; use a sum or a count, or bars.</source>
        <translation>饼图显示整体的组成部分，而%1相加不构成整体；请使用求和、计数或柱状图。</translation>
    </message>
    <message>
        <source>A scatter plot needs a numeric x column.</source>
        <translation>散点图需要数值型的 X 列。</translation>
    </message>
    <message>
        <source>Only dates can be grouped by %1.</source>
        <translation>只有日期可以按%1分组。</translation>
    </message>
    <message>
        <source>Stacking needs a series column or several measures.</source>
        <translation>堆叠需要系列列或多个度量。</translation>
    </message>
    <message>
        <source>Only bars and pies group the remaining categories as Other.</source>
        <translation>只有柱状图和饼图会将其余类别合并为“其他”。</translation>
    </message>
    <message>
        <source>Choose how many categories to show before grouping the rest as Other.</source>
        <translation>请选择在将其余类别合并为“其他”之前显示多少个类别。</translation>
    </message>
    <message>
        <source>Dates are not grouped as Other; show a shorter period instead.</source>
        <translation>日期不会合并为“其他”；请改为显示较短的时间段。</translation>
    </message>
    <message>
        <source>The %1 of the other categories cannot be added up from theirs; use a sum, count, minimum or maximum to group them as Other.</source>
        <translation>其他类别的%1无法由各自的值相加得到；请使用求和、计数、最小值或最大值将它们合并为“其他”。</translation>
    </message>
    <message>
        <source>A forecast extends a line over time; choose a line or area chart.</source>
        <translation>预测是沿时间延伸折线；请选择折线图或面积图。</translation>
    </message>
    <message>
        <source>A forecast needs dates on the x axis; %1 is not a date.</source>
        <translation>预测需要 X 轴上为日期；%1 不是日期。</translation>
    </message>
    <message>
        <source>Forecast at most %1 periods.</source>
        <translation>最多预测 %1 个周期。</translation>
    </message>
    <message>
        <source>a pie needs values that are never negative</source>
        <translation>饼图需要从不为负的值</translation>
    </message>
    <message>
        <source>%1 does not add up to a whole</source>
        <translation>%1 相加不构成整体</translation>
    </message>
    <message>
        <source>%1 has %2 values, too many slices</source>
        <translation>%1 有 %2 个值，扇区太多</translation>
    </message>
    <message>
        <source>a line needs time or numbers along x, and %1 is a category</source>
        <translation>折线图需要 X 轴为时间或数字，而 %1 是类别</translation>
    </message>
    <message>
        <source>%1 is not a number</source>
        <translation>%1 不是数字</translation>
    </message>
    <message>
        <source>The model&apos;s check could not be read, so the rule-based chart stays.</source>
        <translation>无法读取模型的检查结果，因此保留基于规则的图表。</translation>
    </message>
    <message>
        <source>A model checked this chart against the question and kept it.</source>
        <translation>模型已根据问题检查此图表并予以保留。</translation>
    </message>
    <message>
        <source>A model checked this chart against the question and kept it: %1</source>
        <translation>模型已根据问题检查此图表并予以保留：%1</translation>
    </message>
    <message>
        <source>A model judged that a table answers the question best.</source>
        <translation>模型判断表格最能回答该问题。</translation>
    </message>
    <message>
        <source>A model judged that a table answers the question best: %1</source>
        <translation>模型判断表格最能回答该问题：%1</translation>
    </message>
    <message>
        <source>The model could not check the chart (%1), so the rule-based chart stays.</source>
        <translation>模型无法检查图表（%1），因此保留基于规则的图表。</translation>
    </message>
    <message>
        <source>time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>measure</source>
        <translation>度量</translation>
    </message>
    <message>
        <source>category</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>identifier</source>
        <translation>标识符</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Holt-Winters (additive)</source>
        <translation>Holt-Winters（加法）</translation>
    </message>
    <message>
        <source>seasonal linear trend</source>
        <translation>季节性线性趋势</translation>
    </message>
    <message>
        <source>Holt&apos;s linear trend</source>
        <translation>Holt 线性趋势</translation>
    </message>
    <message>
        <source>linear trend</source>
        <translation>线性趋势</translation>
    </message>
    <message>
        <source>, season %1</source>
        <translation>，季节 %1</translation>
    </message>
    <message>
        <source>MAPE %1%</source>
        <translation>MAPE %1%</translation>
    </message>
    <message>
        <source>MAE %1</source>
        <translation>MAE %1</translation>
    </message>
    <message>
        <source>%1: hold-out %2 over the last %3 periods</source>
        <translation>%1：最近 %3 个周期的留出误差 %2</translation>
    </message>
    <message>
        <source>A forecast needs at least 6 periods of history; there are %1.</source>
        <translation>预测至少需要 6 个周期的历史数据；当前只有 %1 个。</translation>
    </message>
    <message>
        <source>Nothing to forecast.</source>
        <translation>没有可预测的内容。</translation>
    </message>
    <message>
        <source>The series has missing or infinite values.</source>
        <translation>该序列包含缺失值或无穷值。</translation>
    </message>
    <message>
        <source>No forecasting method fits this series.</source>
        <translation>没有适合此序列的预测方法。</translation>
    </message>
    <message>
        <source>Each %1 appears once, so %2 is drawn as it is.</source>
        <translation>每个 %1 只出现一次，因此 %2 按原样绘制。</translation>
    </message>
    <message>
        <source>%1 repeats and %2 does not add up (an average, level or rate), so it is averaged per %1.</source>
        <translation>%1 有重复，且 %2 不可相加（平均值、水平或比率），因此按每个 %1 求平均值。</translation>
    </message>
    <message>
        <source>%1 repeats, so %2 is summed per %1.</source>
        <translation>%1 有重复，因此按每个 %1 对 %2 求和。</translation>
    </message>
    <message>
        <source>%1 holds dates, so time runs along the x axis and a line shows how %2 changes.</source>
        <translation>%1 包含日期，因此时间沿 X 轴展开，折线显示 %2 的变化。</translation>
    </message>
    <message>
        <source>%1 has %2 values, few enough to draw one line each.</source>
        <translation>%1 有 %2 个值，数量足够少，可以每个值画一条线。</translation>
    </message>
    <message>
        <source>%1 has %2 distinct instants over %3 days; they are grouped by %4 so the line stays readable.</source>
        <translation>%1 在 %3 天内有 %2 个不同时间点；按%4分组以保持折线清晰可读。</translation>
    </message>
    <message>
        <source>There is no measure, so the line counts rows per %1.</source>
        <translation>没有度量，因此折线按每个 %1 计算行数。</translation>
    </message>
    <message>
        <source>%1 does not add up (an average, level or rate), so it is averaged per %2.</source>
        <translation>%1 不可相加（平均值、水平或比率），因此按每个 %2 求平均值。</translation>
    </message>
    <message>
        <source>%1 is summed per %2.</source>
        <translation>按每个 %2 对 %1 求和。</translation>
    </message>
    <message>
        <source>%1 is another measure; add it as a second measure to compare.</source>
        <translation>%1 是另一个度量；可将其添加为第二个度量进行比较。</translation>
    </message>
    <message>
        <source>%1 identifies each row, so there is one bar per %1.</source>
        <translation>%1 标识每一行，因此每个 %1 一根柱。</translation>
    </message>
    <message>
        <source>%1 is a category with %2 values, so bars compare %3 across them.</source>
        <translation>%1 是有 %2 个值的类别，因此用柱状图比较各值的 %3。</translation>
    </message>
    <message>
        <source>the number of rows</source>
        <translation>行数</translation>
    </message>
    <message>
        <source>There is no measure, so the bars count rows per %1.</source>
        <translation>没有度量，因此柱状图按每个 %1 计算行数。</translation>
    </message>
    <message>
        <source>%1 adds up across only %2 values of %3, none negative, so a pie shows each one&apos;s share of the total.</source>
        <translation>%1 只在 %3 的 %2 个值上相加，且均不为负，因此用饼图显示每个值在总计中的占比。</translation>
    </message>
    <message>
        <source>The row count</source>
        <translation>行数</translation>
    </message>
    <message>
        <source>The bars keep the order of %1.</source>
        <translation>柱保持 %1 的顺序。</translation>
    </message>
    <message>
        <source>The bars are sorted largest first.</source>
        <translation>柱按从大到小排序。</translation>
    </message>
    <message>
        <source>%1 has %2 values: the %3 largest are shown and the rest are added up as Other.</source>
        <translation>%1 有 %2 个值：显示最大的 %3 个，其余合并为“其他”。</translation>
    </message>
    <message>
        <source>%1 has %2 values: the %3 largest are shown; the rest are left out because %4 cannot be added up into an Other bar.</source>
        <translation>%1 有 %2 个值：显示最大的 %3 个；其余省略，因为 %4 无法相加为“其他”柱。</translation>
    </message>
    <message>
        <source>Points are coloured by %1 (%2 values).</source>
        <translation>点按 %1 着色（%2 个值）。</translation>
    </message>
    <message>
        <source>The result has no rows to draw.</source>
        <translation>结果中没有可绘制的行。</translation>
    </message>
    <message>
        <source>The result is a single row: its values read best as they are.</source>
        <translation>结果只有一行：直接阅读其值最清楚。</translation>
    </message>
    <message>
        <source>Every row has a different %1 and there is nothing to measure, so a table shows them best.</source>
        <translation>每一行的 %1 都不同且没有可度量的内容，因此表格显示效果最好。</translation>
    </message>
    <message>
        <source>%1 is the only column: a list of numbers reads best as a table (the schema&apos;s column menu shows its distribution).</source>
        <translation>%1 是唯一的列：数字列表最适合以表格阅读（模式中的列菜单可显示其分布）。</translation>
    </message>
    <message>
        <source>No column is a category, a date or a measure, so the result is shown as a table.</source>
        <translation>没有任何列是类别、日期或度量，因此结果以表格显示。</translation>
    </message>
    <message>
        <source>Judged from the first %1 of %2 rows.</source>
        <translation>根据 %2 行中的前 %1 行判断。</translation>
    </message>
    <message>
        <source>No chart fits: %1</source>
        <translation>没有合适的图表：%1</translation>
    </message>
    <message>
        <source>Without its values no chart can be chosen safely for this result, so it is shown as a table.</source>
        <translation>没有数值就无法为此结果可靠地选择图表，因此以表格显示。</translation>
    </message>
    <message>
        <source>Chosen from the column types only; run the source cell for a recommendation that looks at the values.</source>
        <translation>仅根据列类型选择；运行源单元格即可获得考虑实际值的推荐。</translation>
    </message>
    <message numerus="yes">
        <source>%n year(s)</source>
        <translation>
            <numerusform>%n 年</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n quarter(s)</source>
        <translation>
            <numerusform>%n 个季度</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n month(s)</source>
        <translation>
            <numerusform>%n 个月</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n week(s)</source>
        <translation>
            <numerusform>%n 周</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n 天</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n 小时</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n period(s)</source>
        <translation>
            <numerusform>%n 个周期</numerusform>
        </translation>
    </message>
    <message>
        <source>month of the year</source>
        <translation>一年中的月份</translation>
    </message>
    <message>
        <source>day of the week</source>
        <translation>星期几</translation>
    </message>
    <message>
        <source>quarter of the year</source>
        <translation>一年中的季度</translation>
    </message>
    <message>
        <source>a trend over time</source>
        <translation>随时间变化的趋势</translation>
    </message>
    <message>
        <source>shares of a whole</source>
        <translation>整体中的占比</translation>
    </message>
    <message>
        <source>a comparison</source>
        <translation>比较</translation>
    </message>
    <message>
        <source>a distribution</source>
        <translation>分布</translation>
    </message>
    <message>
        <source>a relationship between measures</source>
        <translation>度量之间的关系</translation>
    </message>
    <message>
        <source>The question asks for a %1, which this result cannot draw (%2).</source>
        <translation>问题要求使用%1，但此结果无法绘制（%2）。</translation>
    </message>
    <message>
        <source>The question asks for stacked bars.</source>
        <translation>问题要求使用堆积柱状图。</translation>
    </message>
    <message>
        <source>scatter chart</source>
        <translation>散点图</translation>
    </message>
    <message>
        <source>A bar chart suits this result.</source>
        <translation>柱状图适合此结果。</translation>
    </message>
    <message>
        <source>A line chart suits this result.</source>
        <translation>折线图适合此结果。</translation>
    </message>
    <message>
        <source>A pie chart suits this result.</source>
        <translation>饼图适合此结果。</translation>
    </message>
    <message>
        <source>A scatter chart suits this result.</source>
        <translation>散点图适合此结果。</translation>
    </message>
    <message>
        <source>An area chart suits this result.</source>
        <translation>面积图适合此结果。</translation>
    </message>
    <message>
        <source>A table suits this result.</source>
        <translation>表格适合此结果。</translation>
    </message>
    <message>
        <source>A model checked the %1 against the question and rejected it.</source>
        <translation>模型根据问题检查了%1并拒绝了它。</translation>
    </message>
    <message>
        <source>A model checked the %1 against the question and rejected it: %2</source>
        <translation>模型根据问题检查了%1并拒绝了它：%2</translation>
    </message>
    <message>
        <source>%1, so the result is shown as a table.</source>
        <translation>%1，因此结果以表格显示。</translation>
    </message>
    <message>
        <source>It suggested a chart type Assay does not draw (%1)</source>
        <translation>它建议了 Assay 不支持绘制的图表类型（%1）</translation>
    </message>
    <message>
        <source>It named a column the result does not have (%1)</source>
        <translation>它指定了结果中不存在的列（%1）</translation>
    </message>
    <message>
        <source>Its suggestion, a %1, cannot be drawn from this result (%2)</source>
        <translation>它建议的%1无法根据此结果绘制（%2）</translation>
    </message>
    <message>
        <source>A model checked the rule-based %1 against the question and chose a %2 instead.</source>
        <translation>模型根据问题检查了基于规则的%1，并改为选择了%2。</translation>
    </message>
    <message>
        <source>A model checked the rule-based %1 against the question and chose a %2 instead: %3</source>
        <translation>模型根据问题检查了基于规则的%1，并改为选择了%2：%3</translation>
    </message>
    <message>
        <source>ordered category</source>
        <translation>有序类别</translation>
    </message>
    <message>
        <source>%1 holds only %2 dates, too few for a line, so bars compare them.</source>
        <translation>%1 只有 %2 个日期，不足以绘制折线，因此用柱状图比较。</translation>
    </message>
    <message>
        <source>%1 holds %2 dates; bars compare them.</source>
        <translation>%1 有 %2 个日期；用柱状图比较。</translation>
    </message>
    <message>
        <source>%1 is the %2, a part of the calendar that repeats: bars compare its %3 values in calendar order.</source>
        <translation>%1 是%2，属于循环重复的日历部分：柱状图按日历顺序比较其 %3 个值。</translation>
    </message>
    <message>
        <source>%1 is a category with %2 values in the first %3 rows, so bars compare %4 across them.</source>
        <translation>%1 是一个类别，在前 %3 行中有 %2 个值，因此用柱状图比较各值的 %4。</translation>
    </message>
    <message>
        <source>The question asks for %1 (&quot;%2&quot;): bars show it best.</source>
        <translation>问题要求%1（“%2”）：柱状图最能体现。</translation>
    </message>
    <message>
        <source>The question asks about shares, but %1 does not add up to a whole, so the bars stand side by side.</source>
        <translation>问题涉及占比，但 %1 加起来不构成整体，因此柱子并排显示。</translation>
    </message>
    <message>
        <source>the row count</source>
        <translation>行数</translation>
    </message>
    <message>
        <source>%1 has negative values, which cannot be slices of a pie, so bars show them.</source>
        <translation>%1 有负值，无法作为饼图的扇区，因此用柱状图显示。</translation>
    </message>
    <message>
        <source>%1 has %2 values, too many slices for a pie to read (at most %3), so bars show them.</source>
        <translation>%1 有 %2 个值，扇区太多，饼图难以阅读（最多 %3 个），因此用柱状图显示。</translation>
    </message>
    <message>
        <source>%1 does not add up to a whole (an average, level or rate), so bars show it instead of a pie.</source>
        <translation>%1 加起来不构成整体（平均值、水平值或比率），因此用柱状图而非饼图显示。</translation>
    </message>
    <message>
        <source>Averages of %1 do not add up to a whole, so bars show them.</source>
        <translation>%1 的平均值加起来不构成整体，因此用柱状图显示。</translation>
    </message>
    <message>
        <source>Only part of the result was read, so its parts cannot be counted for a pie; bars show them.</source>
        <translation>只读取了部分结果，无法为饼图统计其各部分；因此用柱状图显示。</translation>
    </message>
    <message>
        <source>The question asks about shares (&quot;%1&quot;).</source>
        <translation>问题涉及占比（“%1”）。</translation>
    </message>
    <message>
        <source>%1 adds up to a whole (100%), so the result describes parts of it.</source>
        <translation>%1 加起来构成整体（100%），因此结果描述的是其各部分。</translation>
    </message>
    <message>
        <source>%1 does not add up to a whole, so the slices compare its values rather than show shares of a total.</source>
        <translation>%1 加起来不构成整体，因此各扇区比较的是其值，而非显示占总计的比例。</translation>
    </message>
    <message>
        <source>%1 has %2 values; they are kept in order, so none is grouped away.</source>
        <translation>%1 有 %2 个值；它们保持原有顺序，因此不会有值被归入其他组。</translation>
    </message>
    <message>
        <source>%1 has %2 values: the %3 largest are shown. The other %4 add up to %5 times the largest bar (%6% of the total); an Other bar would dwarf the rest, so it is left out.</source>
        <translation>%1 有 %2 个值：显示最大的 %3 个。其余 %4 个值之和是最大柱的 %5 倍（占总计的 %6%）；“其他”柱会使其余柱显得过小，因此将其省略。</translation>
    </message>
    <message>
        <source>%1 has more values than the %2 rows read: the %3 largest are shown. In those rows the others add up to %4 times the largest bar (%5% of the total); an Other bar would dwarf the rest, so it is left out.</source>
        <translation>%1 的值多于已读取的 %2 行：显示最大的 %3 个。在这些行中，其余值之和是最大柱的 %4 倍（占总计的 %5%）；“其他”柱会使其余柱显得过小，因此将其省略。</translation>
    </message>
    <message>
        <source>Every value in the result is empty (NULL), so there is nothing to draw.</source>
        <translation>结果中的每个值都为空（NULL），因此没有可绘制的内容。</translation>
    </message>
    <message>
        <source>%1 differs on every row beside an aggregate, so the rows were grouped by it: it is an ordered dimension, not a measure.</source>
        <translation>%1 在聚合值旁的每一行中都不同，因此按它对行进行了分组：它是有序维度，而不是度量。</translation>
    </message>
    <message>
        <source>%1 mixes numbers with text (%2 of %3 values, such as &quot;%4&quot;); the text is left out.</source>
        <translation>%1 混合了数字和文本（%3 个值中有 %2 个，例如“%4”）；文本被省略。</translation>
    </message>
    <message>
        <source>The question asks about a trend (&quot;%1&quot;).</source>
        <translation>问题涉及趋势（“%1”）。</translation>
    </message>
    <message>
        <source>%1 holds dates written in more than one format; each is read as a date.</source>
        <translation>%1 中的日期使用了多种格式；每个都按日期读取。</translation>
    </message>
    <message>
        <source>%1 holds dates written in several formats, which the database cannot group by %2, so every date is drawn.</source>
        <translation>%1 中的日期使用了多种格式，数据库无法按%2分组，因此绘制每个日期。</translation>
    </message>
    <message>
        <source>The question asks about a trend (&quot;%1&quot;) and %2 is ordered, so a line follows it.</source>
        <translation>问题涉及趋势（“%1”），且 %2 是有序的，因此用折线展示。</translation>
    </message>
    <message>
        <source>%1 and %2 are both numbers, so a scatter plot shows how they relate.</source>
        <translation>%1 和 %2 都是数字，因此用散点图显示它们的关系。</translation>
    </message>
    <message>
        <source>hour of the day</source>
        <translation>一天中的小时</translation>
    </message>
    <message>
        <source>%1 and %2 are numbers and the question asks how they relate (&quot;%3&quot;): a scatter plot shows each pair.</source>
        <translation>%1 和 %2 都是数值，且问题询问它们之间的关系（“%3”）：散点图显示每一对值。</translation>
    </message>
    <message>
        <source>%1 is time and %2 has %3 values: one line for each.</source>
        <translation>%1 是时间，%2 有 %3 个值：每个值一条折线。</translation>
    </message>
    <message>
        <source>%1 is time and %2 is a category: one line for each of its values.</source>
        <translation>%1 是时间，%2 是类别：它的每个值一条折线。</translation>
    </message>
    <message>
        <source>%1 is time, and %2 and %3 are measured on one scale: one line for each.</source>
        <translation>%1 是时间，%2 和 %3 使用同一刻度：每个度量一条折线。</translation>
    </message>
    <message>
        <source>%1 has only %2 periods, so they are compared side by side: one bar per period for each %3.</source>
        <translation>%1 只有 %2 个时期，因此并排比较：每个 %3 的每个时期一根柱。</translation>
    </message>
    <message>
        <source>%1 names every row (%2 of them), too many for bars: a scatter plot shows %3 against %4 for each.</source>
        <translation>%1 为每一行命名（共 %2 行），柱状图放不下：散点图显示每一行的 %3 对 %4。</translation>
    </message>
    <message>
        <source>%1 and %2 are observed on each row: a scatter plot shows every row, coloured by %3.</source>
        <translation>%1 和 %2 在每一行上观测：散点图显示每一行，按 %3 着色。</translation>
    </message>
    <message>
        <source>%1 has %2 values and %3 has %4: the bars of each %1 are stacked by %3, because the parts add up to its total.</source>
        <translation>%1 有 %2 个值，%3 有 %4 个：每个 %1 的柱按 %3 堆叠，因为各部分之和就是它的总计。</translation>
    </message>
    <message>
        <source>%1 and %2 are categories: the bars of each %1 are stacked by %2, because the parts add up to its total.</source>
        <translation>%1 和 %2 都是类别：每个 %1 的柱按 %2 堆叠，因为各部分之和就是它的总计。</translation>
    </message>
    <message>
        <source>%1 has %2 values and %3 has %4: bars side by side compare %5 across %3 for each %1.</source>
        <translation>%1 有 %2 个值，%3 有 %4 个：并排的柱在每个 %1 内按 %3 比较 %5。</translation>
    </message>
    <message>
        <source>%1 and %2 are categories: bars side by side compare %3 across %2 for each %1.</source>
        <translation>%1 和 %2 都是类别：并排的柱在每个 %1 内按 %2 比较 %3。</translation>
    </message>
    <message>
        <source>%1 and %2 are measured on one scale for each %3: bars side by side compare them.</source>
        <translation>%1 和 %2 对每个 %3 使用同一刻度：并排的柱比较它们。</translation>
    </message>
    <message>
        <source>%1 is the hour of the day, buckets in clock order: a line follows them.</source>
        <translation>%1 是一天中的小时，按时钟顺序分组：折线依次连接它们。</translation>
    </message>
    <message>
        <source>%1 is the %2, a part of the calendar that repeats: bars compare its values in calendar order.</source>
        <translation>%1 是%2，即循环重复的日历部分：柱状图按日历顺序比较它的值。</translation>
    </message>
    <message>
        <source>%1 is a category, so bars compare %2 across its values.</source>
        <translation>%1 是类别，因此用柱状图比较它各个值的 %2。</translation>
    </message>
    <message>
        <source>sum of %1</source>
        <translation>%1 的总和</translation>
    </message>
    <message>
        <source>average of %1</source>
        <translation>%1 的平均值</translation>
    </message>
    <message>
        <source>count of %1</source>
        <translation>%1 的计数</translation>
    </message>
    <message>
        <source>distinct count of %1</source>
        <translation>%1 的不同值计数</translation>
    </message>
    <message>
        <source>minimum of %1</source>
        <translation>%1 的最小值</translation>
    </message>
    <message>
        <source>maximum of %1</source>
        <translation>%1 的最大值</translation>
    </message>
    <message>
        <source>Only a chart with a series column can show its largest series and the rest as Other.</source>
        <translation>只有带系列列的图表才能显示最大的几个系列并把其余归为 Other。</translation>
    </message>
    <message>
        <source>year</source>
        <translation>年</translation>
    </message>
    <message>
        <source>quarter</source>
        <translation>季度</translation>
    </message>
    <message>
        <source>month</source>
        <translation>月</translation>
    </message>
    <message>
        <source>week</source>
        <translation>周</translation>
    </message>
    <message>
        <source>day</source>
        <translation>日</translation>
    </message>
    <message>
        <source>hour</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>by year</source>
        <translation>按年</translation>
    </message>
    <message>
        <source>by quarter</source>
        <translation>按季度</translation>
    </message>
    <message>
        <source>by month</source>
        <translation>按月</translation>
    </message>
    <message>
        <source>by week</source>
        <translation>按周</translation>
    </message>
    <message>
        <source>by day</source>
        <translation>按日</translation>
    </message>
    <message>
        <source>by hour</source>
        <translation>按小时</translation>
    </message>
    <message>
        <source>Why bars: %1</source>
        <translation>为什么用柱状图：%1</translation>
    </message>
    <message>
        <source>Why stacked bars: %1</source>
        <translation>为什么用堆叠柱状图：%1</translation>
    </message>
    <message>
        <source>Why grouped bars: %1</source>
        <translation>为什么用分组柱状图：%1</translation>
    </message>
    <message>
        <source>Why lines: %1</source>
        <translation>为什么用多条折线：%1</translation>
    </message>
    <message>
        <source>Why a line: %1</source>
        <translation>为什么用折线图：%1</translation>
    </message>
    <message>
        <source>Why an area chart: %1</source>
        <translation>为什么用面积图：%1</translation>
    </message>
    <message>
        <source>Why a pie: %1</source>
        <translation>为什么用饼图：%1</translation>
    </message>
    <message>
        <source>Why a scatter plot: %1</source>
        <translation>为什么用散点图：%1</translation>
    </message>
    <message>
        <source>Why a table: %1</source>
        <translation>为什么用表格：%1</translation>
    </message>
    <message>
        <source>Until its values are read, the %1 largest values of %2 are shown.</source>
        <translation>在读取其值之前，显示 %2 中最大的 %1 个值。</translation>
    </message>
    <message>
        <source>%1 has %2 values: the %3 largest are shown.</source>
        <translation>%1 有 %2 个值：显示最大的 %3 个。</translation>
    </message>
    <message>
        <source>The parts of %1 by %2 make up one whole, so a pie shows each one&apos;s share of the total.</source>
        <translation>按 %2 划分的 %1 各部分构成一个整体，因此饼图显示每部分占总计的比例。</translation>
    </message>
    <message>
        <source>%1 stands beside an aggregate, so the rows were grouped by it: it is an ordered dimension, not a measure.</source>
        <translation>%1 与一个聚合值并列，说明各行按它分组：它是有序维度，而不是度量。</translation>
    </message>
    <message>
        <source>%1 has %2 values, too many to tell apart: the %3 largest are drawn and the rest added up as Other.</source>
        <translation>%1 有 %2 个值，太多无法区分：绘制最大的 %3 个，其余合计为 Other。</translation>
    </message>
    <message>
        <source>%1 has %2 values, too many to tell apart: the %3 largest are drawn; the rest are left out because %4 cannot be added up.</source>
        <translation>%1 有 %2 个值，太多无法区分：绘制最大的 %3 个；其余省略，因为 %4 不能相加。</translation>
    </message>
    <message>
        <source>Points are coloured by %1.</source>
        <translation>点按 %1 着色。</translation>
    </message>
</context>
<context>
    <name>Assay::Db</name>
    <message>
        <source>The ODBC option %1= is not allowed: it reads or writes a file. Use a DSN=… set up in odbc.ini or Driver={name} of an installed driver.</source>
        <translation>不允许使用 ODBC 选项 %1=：它会读写文件。请使用在 odbc.ini 中配置的 DSN=… 或已安装驱动程序的 Driver={名称}。</translation>
    </message>
    <message>
        <source>The ODBC option %1=%2 is not allowed: it would load a library from a path. Name an installed driver instead, e.g. Driver={PostgreSQL Unicode}.</source>
        <translation>不允许使用 ODBC 选项 %1=%2：它会从路径加载库。请改为指定已安装的驱动程序，例如 Driver={PostgreSQL Unicode}。</translation>
    </message>
    <message>
        <source>The ODBC option %1=%2 is not allowed: it lets the server read files on this computer (LOAD DATA LOCAL).</source>
        <translation>不允许 ODBC 选项 %1=%2：它会让服务器读取这台计算机上的文件（LOAD DATA LOCAL）。</translation>
    </message>
    <message>
        <source>Choose a SQLite database file.</source>
        <translation>请选择一个 SQLite 数据库文件。</translation>
    </message>
    <message>
        <source>Enter the server&apos;s host name.</source>
        <translation>请输入服务器的主机名。</translation>
    </message>
    <message>
        <source>Enter a user name.</source>
        <translation>请输入用户名。</translation>
    </message>
    <message>
        <source>The port must be between 1 and 65535.</source>
        <translation>端口必须介于 1 和 65535 之间。</translation>
    </message>
    <message>
        <source>Enter a data source name (DSN=...) or an ODBC connection string.</source>
        <translation>请输入数据源名称（DSN=...）或 ODBC 连接字符串。</translation>
    </message>
    <message>
        <source>Leave the password out of the connection string; enter it in the password field so it is kept in the keychain.</source>
        <translation>请不要在连接字符串中写入密码；请在密码字段中输入，以便将其保存在钥匙串中。</translation>
    </message>
    <message>
        <source>Connection error</source>
        <translation>连接错误</translation>
    </message>
    <message>
        <source>Authentication failed</source>
        <translation>身份验证失败</translation>
    </message>
    <message>
        <source>Not a database</source>
        <translation>不是数据库</translation>
    </message>
    <message>
        <source>Syntax error</source>
        <translation>语法错误</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Refused in read-only mode</source>
        <translation>在只读模式下被拒绝</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>Timed out</source>
        <translation>超时</translation>
    </message>
    <message>
        <source>Not supported</source>
        <translation>不支持</translation>
    </message>
    <message>
        <source>Internal error</source>
        <translation>内部错误</translation>
    </message>
    <message>
        <source> at line %1, column %2</source>
        <translation>（第 %1 行，第 %2 列）</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>提示：%1</translation>
    </message>
    <message>
        <source>Stopped after %1 s (the connection&apos;s statement timeout).</source>
        <translation>已在 %1 秒后停止（该连接的语句超时）。</translation>
    </message>
    <message>
        <source>Raise or remove the limit in the connection&apos;s settings.</source>
        <translation>请在连接设置中提高或取消该限制。</translation>
    </message>
    <message>
        <source>Cancelled before it started.</source>
        <translation>在开始之前已取消。</translation>
    </message>
    <message>
        <source>Cannot connect to PostgreSQL at %1:%2: %3</source>
        <translation>无法连接到位于 %1:%2 的 PostgreSQL：%3</translation>
    </message>
    <message>
        <source>The connection to the server was lost: %1</source>
        <translation>与服务器的连接已断开：%1</translation>
    </message>
    <message>
        <source>The database is not open.</source>
        <translation>数据库未打开。</translation>
    </message>
    <message>
        <source>COPY to or from the client is not supported.</source>
        <translation>不支持与客户端之间的 COPY。</translation>
    </message>
    <message>
        <source>The statement took longer than %1 ms and was stopped.</source>
        <translation>语句运行超过 %1 毫秒，已被停止。</translation>
    </message>
    <message>
        <source>Only one statement may run in read-only mode.</source>
        <translation>只读模式下只能运行一条语句。</translation>
    </message>
    <message>
        <source>A transaction is open on this connection; commit or roll it back before running read-only statements.</source>
        <translation>此连接上有未结束的事务；请先提交或回滚，再运行只读语句。</translation>
    </message>
    <message>
        <source>Cannot connect to %1 at %2: %3</source>
        <translation>无法连接到位于 %2 的 %1：%3</translation>
    </message>
    <message>
        <source>The Qt SQL driver %1 is not installed (Debian package %2).</source>
        <translation>未安装 Qt SQL 驱动程序 %1（Debian 软件包 %2）。</translation>
    </message>
    <message>
        <source>Could not start a read-only transaction, so nothing was run: %1</source>
        <translation>无法开始只读事务，因此没有执行任何内容：%1</translation>
    </message>
    <message>
        <source>The statement was cancelled.</source>
        <translation>语句已取消。</translation>
    </message>
    <message>
        <source>Only queries may run in read-only mode.</source>
        <translation>只读模式下只能运行查询。</translation>
    </message>
    <message>
        <source>Only queries may run in read-only mode; this statement begins with %1.</source>
        <translation>只读模式下只能运行查询；此语句以 %1 开头。</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not a SQLite database (%2).</source>
        <translation>%1 不是 SQLite 数据库（%2）。</translation>
    </message>
    <message>
        <source>No database file was given.</source>
        <translation>未指定数据库文件。</translation>
    </message>
    <message>
        <source>The file %1 does not exist.</source>
        <translation>文件 %1 不存在。</translation>
    </message>
    <message>
        <source>The file %1 cannot be read.</source>
        <translation>无法读取文件 %1。</translation>
    </message>
    <message>
        <source>The database file %1 was deleted or moved while it was open. Put it back and reconnect.</source>
        <translation>数据库文件 %1 在打开期间被删除或移动。请将其放回并重新连接。</translation>
    </message>
    <message>
        <source>The database file %1 was replaced by another file while it was open. Reconnect to open the new one.</source>
        <translation>数据库文件 %1 在打开期间被另一个文件替换。请重新连接以打开新文件。</translation>
    </message>
    <message>
        <source>Only reading is allowed here (%1).</source>
        <translation>此处只允许读取（%1）。</translation>
    </message>
    <message>
        <source>This statement would change the database, which is not allowed in read-only mode.</source>
        <translation>此语句会更改数据库，只读模式下不允许。</translation>
    </message>
    <message>
        <source>The imported files (%1) could not be attached: %2</source>
        <translation>无法附加导入的文件（%1）：%2</translation>
    </message>
    <message>
        <source>Values can be bound to one statement only; split the statements.</source>
        <translation>值只能绑定到单条语句；请拆分这些语句。</translation>
    </message>
    <message>
        <source>%1 connections cannot prove what a statement reads, so the assistant may not query them while privacy settings are set.</source>
        <translation>%1 连接无法证明一条语句读取了什么，因此在设置了隐私设置时助手不得查询它们。</translation>
    </message>
    <message>
        <source>Refused by the privacy settings</source>
        <translation>被隐私设置拒绝</translation>
    </message>
    <message>
        <source>a view it reads</source>
        <translation>它读取的一个视图</translation>
    </message>
    <message>
        <source>Views nest too deep to be checked against the privacy settings.</source>
        <translation>视图嵌套过深，无法按隐私设置进行检查。</translation>
    </message>
    <message>
        <source>views nest more than 16 deep</source>
        <translation>视图嵌套超过 16 层</translation>
    </message>
    <message>
        <source>The server did not say what the statement&apos;s tables are, so it cannot be checked against the privacy settings.</source>
        <translation>服务器没有说明该语句读取哪些表，因此无法按隐私设置检查它。</translation>
    </message>
    <message>
        <source>information_schema did not answer</source>
        <translation>information_schema 没有响应</translation>
    </message>
    <message>
        <source>The server does not show what the view %1 reads (SHOW VIEW is not granted), so it cannot be checked against the privacy settings.</source>
        <translation>服务器不显示视图 %1 读取的内容（未授予 SHOW VIEW 权限），因此无法按隐私设置检查它。</translation>
    </message>
    <message>
        <source>the definition of the view %1.%2 is not shown</source>
        <translation>视图 %1.%2 的定义不可见</translation>
    </message>
    <message>
        <source>The view %1 reads data the connection&apos;s privacy settings hide, or uses a redacted column other than as a plain column.</source>
        <translation>视图 %1 读取了此连接的隐私设置所隐藏的数据，或以普通列以外的方式使用了遮盖的列。</translation>
    </message>
    <message>
        <source>the view %1.%2: %3</source>
        <translation>视图 %1.%2：%3</translation>
    </message>
    <message>
        <source>Only a query may run under the connection&apos;s privacy settings; this statement begins with %1.</source>
        <translation>在此连接的隐私设置下只能运行查询；这条语句以 %1 开头。</translation>
    </message>
    <message>
        <source>a %1 statement</source>
        <translation>一条 %1 语句</translation>
    </message>
    <message>
        <source>%1() is a stored function of this database, and what it reads cannot be checked against the privacy settings.</source>
        <translation>%1() 是此数据库的存储函数，无法按隐私设置检查它读取的内容。</translation>
    </message>
    <message>
        <source>calls the stored function %1()</source>
        <translation>调用了存储函数 %1()</translation>
    </message>
    <message>
        <source>Casts to %1 turn object numbers into names, hidden ones included; they are not allowed under the connection&apos;s privacy settings.</source>
        <translation>转换为 %1 会把对象编号变成名称（包括隐藏的名称）；在此连接的隐私设置下不允许。</translation>
    </message>
    <message>
        <source>a cast to %1</source>
        <translation>转换为 %1</translation>
    </message>
    <message>
        <source>Not run: the server could not plan it, so what it reads could not be checked (%1)</source>
        <translation>未运行：服务器无法为其生成执行计划，因此无法检查它读取的内容（%1）</translation>
    </message>
    <message>
        <source>EXPLAIN failed</source>
        <translation>EXPLAIN 失败</translation>
    </message>
    <message>
        <source>The database&apos;s catalog could not be asked about the plan, so the statement cannot be checked against the privacy settings.</source>
        <translation>无法就执行计划查询数据库的目录，因此无法按隐私设置检查该语句。</translation>
    </message>
    <message>
        <source>a view or subquery it reads</source>
        <translation>它读取的一个视图或子查询</translation>
    </message>
    <message>
        <source>The plan reads through a %1 whose tables and columns it does not name, so it cannot be checked against the privacy settings.</source>
        <translation>执行计划通过一个未列出其表和列的 %1 读取数据，因此无法按隐私设置检查。</translation>
    </message>
    <message>
        <source>unresolved %1 in the plan</source>
        <translation>执行计划中有未解析的 %1</translation>
    </message>
    <message>
        <source>The statement reads the database&apos;s own catalog (%1), which names tables and columns hidden from the assistant; the schema it may see is given to it instead.</source>
        <translation>该语句读取了数据库自身的目录（%1），其中列出了对助手隐藏的表和列；助手可见的架构会另行提供给它。</translation>
    </message>
    <message>
        <source>reads the catalog %1</source>
        <translation>读取目录 %1</translation>
    </message>
    <message>
        <source>The assistant may not read %1 (the connection&apos;s privacy settings hide it).</source>
        <translation>助手不得读取 %1（此连接的隐私设置隐藏了它）。</translation>
    </message>
    <message>
        <source>reads the hidden table %1.%2</source>
        <translation>读取隐藏的表 %1.%2</translation>
    </message>
    <message>
        <source>%1 is a materialized view built from data the connection&apos;s privacy settings hide or redact.</source>
        <translation>%1 是由此连接的隐私设置所隐藏或遮盖的数据构建的物化视图。</translation>
    </message>
    <message>
        <source>reads the materialized view %1, built from %2</source>
        <translation>读取物化视图 %1（由 %2 构建）</translation>
    </message>
    <message>
        <source>%1() describes the database&apos;s objects, hidden ones included; it is not allowed under the connection&apos;s privacy settings.</source>
        <translation>%1() 会描述数据库的对象（包括隐藏的对象）；在此连接的隐私设置下不允许。</translation>
    </message>
    <message>
        <source>calls %1()</source>
        <translation>调用了 %1()</translation>
    </message>
    <message>
        <source>%1() is defined in this database, and what it reads cannot be checked against the privacy settings.</source>
        <translation>%1() 定义在此数据库中，无法按隐私设置检查它读取的内容。</translation>
    </message>
    <message>
        <source>calls the database&apos;s own function %1()</source>
        <translation>调用了数据库自定义的函数 %1()</translation>
    </message>
    <message>
        <source>The operator %1 is defined in this database, and what it reads cannot be checked against the privacy settings.</source>
        <translation>运算符 %1 定义在此数据库中，无法按隐私设置检查它读取的内容。</translation>
    </message>
    <message>
        <source>uses the database&apos;s own operator %1</source>
        <translation>使用了数据库自定义的运算符 %1</translation>
    </message>
    <message>
        <source>The plan reads through an index on a hidden or redacted column (sorting or filtering by it), which the connection&apos;s privacy settings do not allow.</source>
        <translation>执行计划通过隐藏或遮盖列上的索引读取数据（按该列排序或筛选），此连接的隐私设置不允许这样做。</translation>
    </message>
    <message>
        <source>uses the index %1 on %2.%3</source>
        <translation>使用了 %2.%3 上的索引 %1</translation>
    </message>
    <message>
        <source>%1 is used as a whole row, which would read columns the connection&apos;s privacy settings hide or redact; name the columns instead.</source>
        <translation>%1 被作为整行使用，这会读取此连接的隐私设置所隐藏或遮盖的列；请改为写出具体的列。</translation>
    </message>
    <message>
        <source>a whole row of %1</source>
        <translation>%1 的整行</translation>
    </message>
    <message>
        <source>The assistant may not read %1 (hidden by the connection&apos;s privacy settings).</source>
        <translation>助手不得读取 %1（已被此连接的隐私设置隐藏）。</translation>
    </message>
    <message>
        <source>reads the hidden column %1.%2</source>
        <translation>读取隐藏的列 %1.%2</translation>
    </message>
    <message>
        <source>%1 is redacted by the connection&apos;s privacy settings: it may only be selected as a plain column (its values are then masked), not filtered, joined, sorted, grouped, compared or computed with.</source>
        <translation>%1 已被此连接的隐私设置遮盖：它只能作为普通列被选取（其值随后会被遮盖），不能用于筛选、连接、排序、分组、比较或计算。</translation>
    </message>
    <message>
        <source>uses the redacted column %1.%2 other than as a plain output</source>
        <translation>以普通输出以外的方式使用了遮盖的列 %1.%2</translation>
    </message>
    <message>
        <source>%1 is redacted; it may not be compared by DISTINCT or a set operation.</source>
        <translation>%1 已被遮盖；不能通过 DISTINCT 或集合运算对其进行比较。</translation>
    </message>
    <message>
        <source>compares the redacted column %1.%2 (%3)</source>
        <translation>比较了遮盖的列 %1.%2（%3）</translation>
    </message>
    <message>
        <source>%1 is redacted; it may be selected only directly, not through a set operation, a subquery or a CTE that passes it on under another name.</source>
        <translation>%1 已被遮盖；只能直接选取，不能通过集合运算、子查询或以其他名称传递它的 CTE 选取。</translation>
    </message>
    <message>
        <source>passes the redacted column %1.%2 on through %3</source>
        <translation>通过 %3 传递了遮盖的列 %1.%2</translation>
    </message>
    <message>
        <source>The server&apos;s plan could not be read, so the statement cannot be checked against the privacy settings.</source>
        <translation>无法读取服务器的执行计划，因此无法按隐私设置检查该语句。</translation>
    </message>
    <message>
        <source>unreadable EXPLAIN output</source>
        <translation>无法读取的 EXPLAIN 输出</translation>
    </message>
    <message>
        <source>%1 is part of the database&apos;s own catalog, which can name tables and columns hidden from the assistant; the schema it may see is given to it instead.</source>
        <translation>%1 属于数据库自身的目录，其中可能列出对助手隐藏的表和列；助手可见的架构会另行提供给它。</translation>
    </message>
    <message>
        <source>reads the hidden table %1</source>
        <translation>读取隐藏的表 %1</translation>
    </message>
    <message>
        <source>%1 is a redacted column&apos;s output; it may not be sorted, filtered or grouped by.</source>
        <translation>%1 是遮盖列的输出；不能按它排序、筛选或分组。</translation>
    </message>
    <message>
        <source>uses the output %1 of a redacted column again</source>
        <translation>再次使用了遮盖列的输出 %1</translation>
    </message>
    <message>
        <source>A NATURAL join compares every column two tables share, hidden and redacted ones too; name the join columns instead.</source>
        <translation>NATURAL 连接会比较两张表共有的所有列，包括隐藏和遮盖的列；请改为写出连接列。</translation>
    </message>
    <message>
        <source>NATURAL join over %1, which has hidden or redacted columns</source>
        <translation>对含有隐藏或遮盖列的 %1 进行 NATURAL 连接</translation>
    </message>
    <message>
        <source>* inside a subquery would read %1&apos;s hidden or redacted columns; name the columns instead.</source>
        <translation>子查询中的 * 会读取 %1 的隐藏或遮盖列；请改为写出具体的列。</translation>
    </message>
    <message>
        <source>* over %1 inside a subquery</source>
        <translation>子查询中对 %1 使用 *</translation>
    </message>
    <message>
        <source>* over a subquery or table function cannot be checked column by column; name the columns instead.</source>
        <translation>对子查询或表函数使用 * 无法逐列检查；请改为写出具体的列。</translation>
    </message>
    <message>
        <source>* over a derived table beside restricted columns</source>
        <translation>在受限列旁对派生表使用 *</translation>
    </message>
    <message>
        <source>* over %1 cannot be checked; name the columns instead.</source>
        <translation>对 %1 使用 * 无法检查；请改为写出具体的列。</translation>
    </message>
    <message>
        <source>* over %1, whose columns are unknown</source>
        <translation>对列未知的 %1 使用 *</translation>
    </message>
    <message>
        <source>SELECT * would read a column of %1 that is hidden from the assistant; name the columns instead.</source>
        <translation>SELECT * 会读取 %1 中对助手隐藏的列；请改为写出具体的列。</translation>
    </message>
    <message>
        <source>* reads the hidden column %1.%2</source>
        <translation>* 读取了隐藏的列 %1.%2</translation>
    </message>
    <message>
        <source>* with DISTINCT or a set operation over the redacted column %1.%2</source>
        <translation>对遮盖的列 %1.%2 使用带 DISTINCT 或集合运算的 *</translation>
    </message>
    <message>
        <source>The statement could not be read to check it against the privacy settings.</source>
        <translation>无法读取该语句以按隐私设置进行检查。</translation>
    </message>
    <message>
        <source>unbalanced parentheses, quotes or comments</source>
        <translation>括号、引号或注释不配对</translation>
    </message>
    <message>
        <source>Comments that MySQL runs (/*! ... */) are not allowed under privacy settings.</source>
        <translation>在隐私设置下不允许使用 MySQL 会执行的注释（/*! ... */）。</translation>
    </message>
    <message>
        <source>an executable comment</source>
        <translation>可执行的注释</translation>
    </message>
    <message>
        <source>Column %1 of the result is redacted; it may not be sorted or grouped by.</source>
        <translation>结果的第 %1 列已被遮盖；不能按它排序或分组。</translation>
    </message>
    <message>
        <source>ORDER BY or GROUP BY %1, a redacted output</source>
        <translation>按遮盖的输出 %1 进行 ORDER BY 或 GROUP BY</translation>
    </message>
    <message>
        <source>The server&apos;s plan reads a table the statement&apos;s text does not show, so it cannot be checked against the privacy settings.</source>
        <translation>服务器的执行计划读取了语句文本中没有出现的表，因此无法按隐私设置检查。</translation>
    </message>
    <message>
        <source>the plan reads %1, which the expanded statement does not name</source>
        <translation>执行计划读取了 %1，而展开后的语句并未提及它</translation>
    </message>
    <message>
        <source>Only one statement may run under the connection&apos;s privacy settings.</source>
        <translation>在此连接的隐私设置下只能运行一条语句。</translation>
    </message>
    <message>
        <source>several statements</source>
        <translation>多条语句</translation>
    </message>
    <message>
        <source>EXPLAIN shows the tables a statement reads, hidden ones included; it is not allowed under the connection&apos;s privacy settings.</source>
        <translation>EXPLAIN 会显示语句读取的表（包括隐藏的表）；在此连接的隐私设置下不允许。</translation>
    </message>
    <message>
        <source>EXPLAIN</source>
        <translation>EXPLAIN</translation>
    </message>
    <message>
        <source>The view %1 uses a hidden or redacted column other than as a plain column, which the connection&apos;s privacy settings do not allow.</source>
        <translation>视图 %1 以普通列以外的方式使用了隐藏或遮盖的列，此连接的隐私设置不允许这样做。</translation>
    </message>
    <message>
        <source>A redacted column may only be selected as a plain column (its values are then masked), not filtered, joined, sorted, grouped, compared or computed with.</source>
        <translation>遮盖的列只能作为普通列被选取（其值随后会被遮盖），不能用于筛选、连接、排序、分组、比较或计算。</translation>
    </message>
    <message numerus="yes">
        <source>%n read(s) of redacted columns besides the plain outputs</source>
        <translation>
            <numerusform>除普通输出外还有 %n 次读取遮盖的列</numerusform>
        </translation>
    </message>
    <message>
        <source>PRAGMAs and pragma functions describe the schema, hidden tables included; they are not allowed under the connection&apos;s privacy settings.</source>
        <translation>PRAGMA 和 pragma 函数会描述架构（包括隐藏的表）；在此连接的隐私设置下不允许。</translation>
    </message>
    <message>
        <source>PRAGMA %1</source>
        <translation>PRAGMA %1</translation>
    </message>
    <message>
        <source>%1 is part of the database&apos;s own catalog, which names tables and columns hidden from the assistant; the schema it may see is given to it instead.</source>
        <translation>%1 属于数据库自身的目录，其中列出了对助手隐藏的表和列；助手可见的架构会另行提供给它。</translation>
    </message>
    <message>
        <source>reads %1</source>
        <translation>读取 %1</translation>
    </message>
    <message>
        <source>%1 is not a table or view of this database (a virtual table that describes the database, such as dbstat or sqlite_stmt); it is not allowed under the connection&apos;s privacy settings.</source>
        <translation>%1 不是此数据库的表或视图（而是描述数据库的虚拟表，如 dbstat 或 sqlite_stmt）；在此连接的隐私设置下不允许。</translation>
    </message>
    <message>
        <source>reads the virtual table %1</source>
        <translation>读取虚拟表 %1</translation>
    </message>
    <message>
        <source>reads the hidden view %1</source>
        <translation>读取隐藏的视图 %1</translation>
    </message>
    <message>
        <source>views nest more than 32 deep at %1</source>
        <translation>视图在 %1 处嵌套超过 32 层</translation>
    </message>
    <message>
        <source>the view %1 %2</source>
        <translation>视图 %1 %2</translation>
    </message>
</context>
<context>
    <name>Assay::Drift</name>
    <message>
        <source>The schema Assay recorded earlier is not in a form this version reads.</source>
        <translation>此前记录的模式格式无法被此版本读取。</translation>
    </message>
    <message>
        <source>The schema recorded earlier cannot be read: %1</source>
        <translation>无法读取此前记录的模式：%1</translation>
    </message>
    <message>
        <source>The schema could not be recorded: %1</source>
        <translation>无法记录模式：%1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>第 %1 列</translation>
    </message>
    <message numerus="yes">
        <source>The database has no tables now (it had %n): it is empty, a different database, or one this login may not read. Nothing was matched and nothing will be rewritten.</source>
        <translation>
            <numerusform>数据库现在没有任何表（之前有 %n 个）：它是空的、是另一个数据库，或当前登录无权读取。未进行任何匹配，也不会改写任何内容。</numerusform>
        </translation>
    </message>
    <message>
        <source>Only %1 of the %2 tables seen before are still here in the same shape: this looks like a different database under the same name. Nothing was matched and nothing will be rewritten; accept it as the new database to start comparing from here.</source>
        <translation>此前见过的 %2 个表中只有 %1 个仍以相同结构存在：这看起来是同名的另一个数据库。未进行任何匹配，也不会改写任何内容；将其接受为新数据库后，将从这里开始比较。</translation>
    </message>
    <message>
        <source>%1% of the columns have the same names and types</source>
        <translation>%1% 的列名称和类型相同</translation>
    </message>
    <message>
        <source>the same %1 rows</source>
        <translation>相同的 %1 行</translation>
    </message>
    <message>
        <source>%1 rows then, %2 now</source>
        <translation>当时 %1 行，现在 %2 行</translation>
    </message>
    <message>
        <source>the same values in %1 of %2 columns</source>
        <translation>%2 列中有 %1 列的值相同</translation>
    </message>
    <message>
        <source>The values of %1 could not be read, so renames there are judged by type and place only.</source>
        <translation>无法读取 %1 的值，因此该处的重命名仅按类型和位置判断。</translation>
    </message>
    <message>
        <source>another column fits as well</source>
        <translation>另一列同样匹配</translation>
    </message>
    <message>
        <source>the same type %1</source>
        <translation>相同的类型 %1</translation>
    </message>
    <message>
        <source>the same place (%1)</source>
        <translation>相同的位置（%1）</translation>
    </message>
    <message>
        <source>the same neighbouring columns</source>
        <translation>相同的相邻列</translation>
    </message>
    <message>
        <source>both columns are empty, so their values say nothing</source>
        <translation>两列均为空，其值无法说明问题</translation>
    </message>
    <message>
        <source>the values could not be compared (no earlier profile)</source>
        <translation>无法比较值（没有之前的概况）</translation>
    </message>
    <message>
        <source>The schema Assay recorded earlier is damaged (%1).</source>
        <translation>此前记录的模式已损坏（%1）。</translation>
    </message>
    <message>
        <source>Table %1 added</source>
        <translation>已添加表 %1</translation>
    </message>
    <message>
        <source>Table %1 dropped</source>
        <translation>已删除表 %1</translation>
    </message>
    <message>
        <source>Table %1 probably renamed to %2</source>
        <translation>表 %1 很可能已重命名为 %2</translation>
    </message>
    <message>
        <source>Table %1 possibly renamed to %2</source>
        <translation>表 %1 可能已重命名为 %2</translation>
    </message>
    <message>
        <source>Column %1 added (%2)</source>
        <translation>已添加列 %1（%2）</translation>
    </message>
    <message>
        <source>Column %1 dropped</source>
        <translation>已删除列 %1</translation>
    </message>
    <message>
        <source>Column %1 probably renamed to %2 (names exchanged)</source>
        <translation>列 %1 很可能已重命名为 %2（名称互换）</translation>
    </message>
    <message>
        <source>Column %1 probably renamed to %2</source>
        <translation>列 %1 很可能已重命名为 %2</translation>
    </message>
    <message>
        <source>Column %1 possibly renamed to %2</source>
        <translation>列 %1 可能已重命名为 %2</translation>
    </message>
    <message>
        <source>Column %1 changed type from %2 to %3</source>
        <translation>列 %1 的类型从 %2 变为 %3</translation>
    </message>
    <message>
        <source>Primary key of %1 changed from (%2) to (%3)</source>
        <translation>%1 的主键从 (%2) 变为 (%3)</translation>
    </message>
    <message>
        <source>Foreign key %1 added to %2</source>
        <translation>已向 %2 添加外键 %1</translation>
    </message>
    <message>
        <source>Foreign key %1 dropped from %2</source>
        <translation>已从 %2 删除外键 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n table(s) renamed</source>
        <translation>
            <numerusform>%n 个表已重命名</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n column(s) renamed</source>
        <translation>
            <numerusform>%n 列已重命名</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n table(s) dropped</source>
        <translation>
            <numerusform>%n 个表已删除</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n column(s) dropped</source>
        <translation>
            <numerusform>%n 列已删除</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n type(s) changed</source>
        <translation>
            <numerusform>%n 个类型已变化</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n key(s) changed</source>
        <translation>
            <numerusform>%n 个键已变化</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n table(s) added</source>
        <translation>
            <numerusform>%n 个表已添加</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n column(s) added</source>
        <translation>
            <numerusform>%n 列已添加</numerusform>
        </translation>
    </message>
    <message>
        <source>It reads what was dropped; only you can say what it should read now.</source>
        <translation>它读取了已删除的内容；只有您能决定它现在应读取什么。</translation>
    </message>
    <message>
        <source>It may give another result now; run it to see.</source>
        <translation>它现在可能给出不同的结果；运行后即可查看。</translation>
    </message>
    <message numerus="yes">
        <source>%n name(s) rewritten</source>
        <translation>
            <numerusform>已改写 %n 个名称</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n name(s) left as they were: more than one table it reads has that column</source>
        <translation>
            <numerusform>%n 个名称保持不变：它读取的多个表都有该列</numerusform>
        </translation>
    </message>
    <message>
        <source>it also reads what was dropped, which you must change by hand</source>
        <translation>它还读取了已删除的内容，需要您手动修改</translation>
    </message>
    <message>
        <source>a rename it relies on is only possible: check it first</source>
        <translation>它依赖的某个重命名只是可能：请先核实</translation>
    </message>
    <message>
        <source>The chart&apos;s columns follow the renamed column of “%1”.</source>
        <translation>图表的列跟随“%1”中已重命名的列。</translation>
    </message>
    <message>
        <source>The chart uses a column “%1” no longer returns.</source>
        <translation>图表使用了“%1”不再返回的列。</translation>
    </message>
    <message>
        <source>The term names what was dropped: remove it, or keep it and change it by hand.</source>
        <translation>该术语引用了已删除的内容：请删除它，或保留并手动修改。</translation>
    </message>
    <message>
        <source>The example&apos;s SQL reads what was dropped: drop the example, or keep it and change it by hand.</source>
        <translation>该示例的 SQL 读取了已删除的内容：请删除该示例，或保留并手动修改。</translation>
    </message>
    <message>
        <source>Your description of something that was dropped: remove it, or keep it.</source>
        <translation>您对已删除内容的描述：删除或保留。</translation>
    </message>
    <message>
        <source>Your description moves to the new name.</source>
        <translation>您的描述将移到新名称下。</translation>
    </message>
    <message>
        <source>The column&apos;s type changed: read your description again.</source>
        <translation>该列的类型已变化：请重新检查您的描述。</translation>
    </message>
    <message>
        <source>Generated descriptions of %1</source>
        <translation>%1 的生成描述</translation>
    </message>
    <message numerus="yes">
        <source>%n table(s) changed</source>
        <translation>
            <numerusform>%n 个表已变化</numerusform>
        </translation>
    </message>
    <message>
        <source>Assay describes the changed tables again.</source>
        <translation>Assay 将重新描述已变化的表。</translation>
    </message>
    <message>
        <source>Privacy settings of this connection</source>
        <translation>此连接的隐私设置</translation>
    </message>
    <message>
        <source>They name the old names: until they follow the rename, what they hide is visible to the assistant.</source>
        <translation>它们引用的是旧名称：在跟随重命名之前，它们所隐藏的内容对助手可见。</translation>
    </message>
    <message>
        <source>They name what was dropped; that part no longer does anything.</source>
        <translation>它们引用了已删除的内容；这部分已不再起作用。</translation>
    </message>
    <message>
        <source>cell</source>
        <translation>单元格</translation>
    </message>
    <message>
        <source>chart</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>glossary term</source>
        <translation>术语</translation>
    </message>
    <message>
        <source>example</source>
        <translation>示例</translation>
    </message>
    <message>
        <source>description</source>
        <translation>描述</translation>
    </message>
    <message>
        <source>metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>privacy settings</source>
        <translation>隐私设置</translation>
    </message>
    <message>
        <source>the same %1 non-empty values</source>
        <translation>相同的 %1 个非空值</translation>
    </message>
    <message>
        <source>%1 non-empty values then, %2 now</source>
        <translation>当时 %1 个非空值，现在 %2 个</translation>
    </message>
    <message>
        <source>the same %1 distinct values</source>
        <translation>相同的 %1 个不同值</translation>
    </message>
    <message>
        <source>%1 distinct values then, %2 now</source>
        <translation>当时 %1 个不同值，现在 %2 个</translation>
    </message>
    <message>
        <source>the same range %1 – %2</source>
        <translation>相同的范围 %1 – %2</translation>
    </message>
    <message>
        <source>range %1 – %2 then, %3 – %4 now</source>
        <translation>范围当时为 %1 – %2，现在为 %3 – %4</translation>
    </message>
    <message>
        <source>the same average length (%1 characters)</source>
        <translation>相同的平均长度（%1 个字符）</translation>
    </message>
    <message>
        <source>average length %1 then, %2 now</source>
        <translation>平均长度当时为 %1，现在为 %2</translation>
    </message>
    <message>
        <source>the same most common values</source>
        <translation>相同的最常见值</translation>
    </message>
    <message>
        <source>other most common values</source>
        <translation>不同的最常见值</translation>
    </message>
    <message>
        <source>the same sample values</source>
        <translation>相同的样本值</translation>
    </message>
    <message>
        <source>other sample values</source>
        <translation>不同的样本值</translation>
    </message>
</context>
<context>
    <name>Assay::Eval</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not valid JSON: %2</source>
        <translation>%1 不是有效的 JSON：%2</translation>
    </message>
    <message>
        <source>%1 has no tables.json (or dev_tables.json).</source>
        <translation>%1 中没有 tables.json（或 dev_tables.json）。</translation>
    </message>
    <message>
        <source>%1 has no questions.</source>
        <translation>%1 中没有问题。</translation>
    </message>
</context>
<context>
    <name>Assay::Export</name>
    <message>
        <source>The result could not be read back: %1</source>
        <translation>无法读回结果：%1</translation>
    </message>
    <message>
        <source>No space left on device (simulated)</source>
        <translation>设备上没有剩余空间（模拟）</translation>
    </message>
    <message>
        <source>No file name was given for the export.</source>
        <translation>未指定导出的文件名。</translation>
    </message>
    <message>
        <source>Cannot write %1: it is a folder.</source>
        <translation>无法写入 %1：它是一个文件夹。</translation>
    </message>
    <message>
        <source>Cannot write %1: the folder %2 does not exist.</source>
        <translation>无法写入 %1：文件夹 %2 不存在。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2. Nothing was written there.</source>
        <translation>无法写入 %1：%2。该位置未写入任何内容。</translation>
    </message>
    <message>
        <source>data hash</source>
        <translation>数据哈希</translation>
    </message>
    <message>
        <source>SHA-1 of the result rows</source>
        <translation>结果行的 SHA-1</translation>
    </message>
    <message>
        <source>No chart to show.</source>
        <translation>没有可显示的图表。</translation>
    </message>
    <message>
        <source>From %1.</source>
        <translation>来自 %1。</translation>
    </message>
    <message>
        <source>No rows.</source>
        <translation>没有行。</translation>
    </message>
    <message>
        <source>First %1 of %2 rows.</source>
        <translation>%2 行中的前 %1 行。</translation>
    </message>
    <message>
        <source>The query stopped at the row limit, so the result may have more.</source>
        <translation>查询在行数上限处停止，因此结果可能还有更多行。</translation>
    </message>
    <message>
        <source>Data source</source>
        <translation>数据源</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>未运行</translation>
    </message>
    <message>
        <source>Report written</source>
        <translation>报告生成时间</translation>
    </message>
    <message>
        <source>This cell has not run.</source>
        <translation>此单元格尚未运行。</translation>
    </message>
    <message>
        <source>Written by %1. Data hashes are SHA-1 digests of each result&apos;s rows: equal hashes, equal data.</source>
        <translation>由 %1 生成。数据哈希是每个结果各行的 SHA-1 摘要：哈希相同，数据即相同。</translation>
    </message>
    <message>
        <source># Chart &quot;%1&quot; drawn by Assay</source>
        <translation># 由 Assay 绘制的图表“%1”</translation>
    </message>
    <message>
        <source> from %1</source>
        <translation>，数据来自 %1</translation>
    </message>
    <message>
        <source>SQL cells use JupySQL&apos;s %%sql magic: %load_ext sql, then connect to the data source.</source>
        <translation>SQL 单元格使用 JupySQL 的 %%sql 魔法命令：先执行 %load_ext sql，再连接数据源。</translation>
    </message>
    <message>
        <source>Error:</source>
        <translation>错误：</translation>
    </message>
    <message>
        <source>From `%1`.</source>
        <translation>来自 `%1`。</translation>
    </message>
    <message>
        <source>Written by %1.</source>
        <translation>由 %1 生成。</translation>
    </message>
    <message>
        <source>Cannot create the folder %1 for the report&apos;s images.</source>
        <translation>无法为报告的图像创建文件夹 %1。</translation>
    </message>
    <message>
        <source>Notebook</source>
        <translation>笔记本</translation>
    </message>
    <message>
        <source>This chart has not been drawn: its cell has not run.</source>
        <translation>此图表尚未绘制：其单元格尚未运行。</translation>
    </message>
    <message>
        <source>Not run</source>
        <translation>未运行</translation>
    </message>
    <message>
        <source>Ran %1</source>
        <translation>运行于 %1</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>Cannot create a temporary folder for the workbook: %1</source>
        <translation>无法为工作簿创建临时文件夹：%1</translation>
    </message>
    <message>
        <source>Cannot start the workbook in %1.</source>
        <translation>无法在 %1 中创建工作簿。</translation>
    </message>
    <message>
        <source>Cannot add a worksheet to the workbook.</source>
        <translation>无法向工作簿添加工作表。</translation>
    </message>
    <message>
        <source>Cannot write the workbook: %1.</source>
        <translation>无法写入工作簿：%1。</translation>
    </message>
    <message>
        <source>An Excel sheet holds at most %1 columns and this result has %2. Export it as CSV instead.</source>
        <translation>一个 Excel 工作表最多容纳 %1 列，而此结果有 %2 列。请改为导出为 CSV。</translation>
    </message>
    <message>
        <source>Cannot read the workbook that was built: %1</source>
        <translation>无法读取已生成的工作簿：%1</translation>
    </message>
    <message>
        <source>An Excel sheet holds at most %1 rows under its header, so only the first %1 rows were written; the result has more. Export it as CSV to get every row.</source>
        <translation>一个 Excel 工作表在表头下最多容纳 %1 行，因此只写入了前 %1 行；结果的行数更多。请导出为 CSV 以获取所有行。</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) longer than Excel&apos;s limit of 32,767 characters were shortened.</source>
        <translation>
            <numerusform>%n 个单元格超过了 Excel 32,767 个字符的上限，已被截短。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s).</source>
        <translation>
            <numerusform>%Ln 行。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s) (stopped at the row limit)</source>
        <translation>
            <numerusform>%Ln 行（已在行数上限处停止）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln 行</numerusform>
        </translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
</context>
<context>
    <name>Assay::Files</name>
    <message>
        <source>Line %1: a quote opens a value that never closes before the end of the file. Close the quote, or double the quote characters inside the value (&quot;&quot;).</source>
        <translation>第 %1 行：一个引号开启的值直到文件末尾都未闭合。请闭合该引号，或将值内的引号字符加倍（&quot;&quot;）。</translation>
    </message>
    <message>
        <source>Line %1: there is text right after a closing quote. Quote the whole value and double the quote characters inside it (&quot;&quot;), or choose “no quote character” in the preview.</source>
        <translation>第 %1 行：闭合引号后紧跟着文本。请用引号括起整个值并将其中的引号字符加倍（&quot;&quot;），或在预览中选择“无引号字符”。</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>line %1, column “%2”</source>
        <translation>第 %1 行，列“%2”</translation>
    </message>
    <message>
        <source>The column for the key “%1” cannot be added: %2</source>
        <translation>无法添加键“%1”对应的列：%2</translation>
    </message>
    <message>
        <source>Keys that first appear after the rows the preview read were added as text columns: %1.</source>
        <translation>在预览读取的行之后才出现的键已作为文本列添加：%1。</translation>
    </message>
    <message numerus="yes">
        <source>Line %1 has %n value(s), but the table has %2 columns.</source>
        <translation>
            <numerusform>第 %1 行有 %n 个值，但表有 %2 列。</numerusform>
        </translation>
    </message>
    <message>
        <source>The record runs on to line %1: a quote may open there that is not closed where it should be.</source>
        <translation>该记录一直延续到第 %1 行：那里可能有一个引号未在应有的位置闭合。</translation>
    </message>
    <message>
        <source>A value with the delimiter in it may not be quoted. Quote it, or check the delimiter in the preview.</source>
        <translation>包含分隔符的值可能未加引号。请为其加上引号，或在预览中检查分隔符。</translation>
    </message>
    <message>
        <source>At %1: there is a value right of the last column. Give that column a name in the first row, or remove the value.</source>
        <translation>位于 %1：最后一列右侧还有一个值。请在第一行中为该列命名，或删除该值。</translation>
    </message>
    <message>
        <source>At %1: the text is not valid %2. The file may mix encodings: convert it to UTF-8 (for example with iconv), or choose the encoding it was written in.</source>
        <translation>位于 %1：文本不是有效的 %2。文件可能混用了多种编码：请将其转换为 UTF-8（例如使用 iconv），或选择其写入时使用的编码。</translation>
    </message>
    <message>
        <source>At %1: %2 Nothing was imported. Choose another type for this column in the preview (text takes anything), or fix the value.</source>
        <translation>位于 %1：%2 未导入任何内容。请在预览中为此列选择其他类型（文本可容纳任何值），或修正该值。</translation>
    </message>
    <message>
        <source>At %1: the row cannot be stored: %2</source>
        <translation>位于 %1：无法存储该行：%2</translation>
    </message>
    <message>
        <source>The import was cancelled; nothing was imported.</source>
        <translation>导入已取消；未导入任何内容。</translation>
    </message>
    <message>
        <source>Nothing was imported.</source>
        <translation>未导入任何内容。</translation>
    </message>
    <message>
        <source>The table could not be saved: %1</source>
        <translation>无法保存表：%1</translation>
    </message>
    <message>
        <source>The table was imported, but Assay could not note where it came from, so changes to the file will not be noticed: %1</source>
        <translation>表已导入，但 Assay 无法记录其来源，因此不会察觉文件的更改：%1</translation>
    </message>
    <message>
        <source>Column %1 has no name in the header; it is called %2.</source>
        <translation>第 %1 列在表头中没有名称；将其命名为 %2。</translation>
    </message>
    <message>
        <source>The header names “%1” more than once; column %2 is called %3.</source>
        <translation>表头中“%1”出现了不止一次；第 %2 列命名为 %3。</translation>
    </message>
    <message>
        <source>The file %1 does not exist.</source>
        <translation>文件 %1 不存在。</translation>
    </message>
    <message>
        <source>The file %1 cannot be read.</source>
        <translation>无法读取文件 %1。</translation>
    </message>
    <message>
        <source>%1 is empty (0 bytes): there is nothing to import.</source>
        <translation>%1 为空（0 字节）：没有可导入的内容。</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>The file mixes encodings: line %1 is UTF-8 but line %2 is not, so some characters would come out wrong. Convert the file to UTF-8 (for example with iconv), or choose an encoding in the preview if you know which one it is.</source>
        <translation>文件混用了多种编码：第 %1 行是 UTF-8，但第 %2 行不是，因此部分字符会显示错误。请将文件转换为 UTF-8（例如使用 iconv），或如果您知道是哪种编码，在预览中选择它。</translation>
    </message>
    <message>
        <source>The file holds no rows to import.</source>
        <translation>文件中没有可导入的行。</translation>
    </message>
    <message numerus="yes">
        <source>Line %1 has %n value(s), but the first line has %2.</source>
        <translation>
            <numerusform>第 %1 行有 %n 个值，但第一行有 %2 个。</numerusform>
        </translation>
    </message>
    <message>
        <source>The file has %1 columns, but a table can have at most %2. Split the file, or keep only the columns you need (for example with cut -f1-%2).</source>
        <translation>文件有 %1 列，但表最多只能有 %2 列。请拆分文件，或只保留所需的列（例如使用 cut -f1-%2）。</translation>
    </message>
    <message>
        <source>The file holds no columns to import.</source>
        <translation>文件中没有可导入的列。</translation>
    </message>
    <message>
        <source>At %1: %2 Choose another type for this column in the preview (text takes anything), or fix the value.</source>
        <translation>位于 %1：%2 请在预览中为此列选择其他类型（文本可容纳任何值），或修正该值。</translation>
    </message>
    <message numerus="yes">
        <source>The sheet “%1” has %n merged cell range(s), the first at %2, so its rows do not line up as a table. Unmerge them in Excel or LibreOffice (Merge &amp; Center → Unmerge Cells), fill in the values, and save again.</source>
        <translation>
            <numerusform>工作表“%1”有 %n 个合并单元格区域（第一个位于 %2），因此其行无法对齐为表。请在 Excel 或 LibreOffice 中取消合并（合并后居中 → 取消单元格合并），填入值后重新保存。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is a zip archive, not a text file; if it is an Excel workbook, rename it to .xlsx.</source>
        <translation>%1 是 zip 压缩包，不是文本文件；如果它是 Excel 工作簿，请将其重命名为 .xlsx。</translation>
    </message>
    <message>
        <source>%1 is a SQLite database, not a text file. Open it with File → Connect to a Database….</source>
        <translation>%1 是 SQLite 数据库，不是文本文件。请通过“文件 → 连接数据库…”打开。</translation>
    </message>
    <message>
        <source>%1 is a PDF document, not a data file. Export the table from where it came from as CSV.</source>
        <translation>%1 是 PDF 文档，不是数据文件。请从其来源处将表导出为 CSV。</translation>
    </message>
    <message>
        <source>%1 is an Office document (such as an .xls workbook), not a text file. Save it as .xlsx or CSV.</source>
        <translation>%1 是 Office 文档（例如 .xls 工作簿），不是文本文件。请将其另存为 .xlsx 或 CSV。</translation>
    </message>
    <message>
        <source>%1 is compressed (gzip). Decompress it first (gunzip), then open the file inside.</source>
        <translation>%1 已压缩（gzip）。请先解压（gunzip），再打开其中的文件。</translation>
    </message>
    <message>
        <source>%1 holds binary data (a zero byte at byte %2), not text: it is not a CSV or JSON file, whatever its name says.</source>
        <translation>%1 包含二进制数据（第 %2 字节处为零字节），不是文本：无论其名称如何，它都不是 CSV 或 JSON 文件。</translation>
    </message>
    <message>
        <source>Line %1: the JSON is not valid here (%2). Fix the file, or export it again from where it came from.</source>
        <translation>第 %1 行：此处的 JSON 无效（%2）。请修正文件，或从其来源处重新导出。</translation>
    </message>
    <message>
        <source>The file ends before the list of records is closed with ]. It may have been cut off while it was written.</source>
        <translation>文件在记录列表以 ] 闭合之前就结束了。它可能在写入时被截断。</translation>
    </message>
    <message>
        <source>The file holds no JSON records.</source>
        <translation>文件中没有 JSON 记录。</translation>
    </message>
    <message>
        <source>This is not a JSON file Assay can read as a table: it should hold a list of objects ([{…}, {…}]) or one object per line.</source>
        <translation>这不是 Assay 能作为表读取的 JSON 文件：它应包含对象列表（[{…}, {…}]）或每行一个对象。</translation>
    </message>
    <message>
        <source>Line %1: a comma or ] should follow the previous record.</source>
        <translation>第 %1 行：上一条记录之后应为逗号或 ]。</translation>
    </message>
    <message>
        <source>Line %1: record %2 is not an object with named values; Assay reads a list of objects.</source>
        <translation>第 %1 行：记录 %2 不是具有命名值的对象；Assay 读取的是对象列表。</translation>
    </message>
    <message>
        <source>Line %1: record %2 is not closed before the end of the file. The file may have been cut off while it was written.</source>
        <translation>第 %1 行：记录 %2 在文件末尾之前未闭合。文件可能在写入时被截断。</translation>
    </message>
    <message>
        <source>Line %1: more follows the record on the same line. Put one object on each line, or make the file a list ([{…}, {…}]).</source>
        <translation>第 %1 行：同一行中在记录之后还有内容。请每行放一个对象，或将文件改为列表（[{…}, {…}]）。</translation>
    </message>
    <message>
        <source>line %1, key “%2”</source>
        <translation>第 %1 行，键“%2”</translation>
    </message>
    <message>
        <source>The workspace %1 cannot be opened: %2</source>
        <translation>无法打开工作区 %1：%2</translation>
    </message>
    <message>
        <source>The workspace %1 cannot be prepared for the import: %2</source>
        <translation>无法为导入准备工作区 %1：%2</translation>
    </message>
    <message>
        <source>The workspace is busy: %1</source>
        <translation>工作区正忙：%1</translation>
    </message>
    <message>
        <source>The table %1 cannot be created: %2</source>
        <translation>无法创建表 %1：%2</translation>
    </message>
    <message>
        <source>“%1” is not a whole number.</source>
        <translation>“%1”不是整数。</translation>
    </message>
    <message>
        <source>“%1” is not a number with a decimal comma.</source>
        <translation>“%1”不是以逗号为小数点的数字。</translation>
    </message>
    <message>
        <source>“%1” is not a number with a decimal point.</source>
        <translation>“%1”不是以句点为小数点的数字。</translation>
    </message>
    <message>
        <source>“%1” is not true or false.</source>
        <translation>“%1”不是 true 或 false。</translation>
    </message>
    <message>
        <source>“%1” is not a date (read day first).</source>
        <translation>“%1”不是日期（按日在前读取）。</translation>
    </message>
    <message>
        <source>“%1” is not a date (read month first).</source>
        <translation>“%1”不是日期（按月在前读取）。</translation>
    </message>
    <message>
        <source>“%1” is not a date and time.</source>
        <translation>“%1”不是日期时间。</translation>
    </message>
    <message>
        <source>integer</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>real</source>
        <translation>实数</translation>
    </message>
    <message>
        <source>boolean</source>
        <translation>布尔值</translation>
    </message>
    <message>
        <source>date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>timestamp</source>
        <translation>时间戳</translation>
    </message>
    <message>
        <source>text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>%1 is protected with a password, so Assay cannot read it. Open it in Excel or LibreOffice, remove the password (File → Info → Protect Workbook in Excel) and save it again.</source>
        <translation>%1 受密码保护，因此 Assay 无法读取。请在 Excel 或 LibreOffice 中打开它，删除密码（在 Excel 中：文件 → 信息 → 保护工作簿），然后重新保存。</translation>
    </message>
    <message>
        <source>%1 is an Excel 97–2003 workbook (.xls) or another Office file, not an .xlsx workbook. Open it in Excel or LibreOffice and save it as .xlsx.</source>
        <translation>%1 是 Excel 97–2003 工作簿（.xls）或其他 Office 文件，不是 .xlsx 工作簿。请在 Excel 或 LibreOffice 中打开并另存为 .xlsx。</translation>
    </message>
    <message>
        <source>%1 is empty: there is nothing to import.</source>
        <translation>%1 为空：没有可导入的内容。</translation>
    </message>
    <message>
        <source>%1 is not an .xlsx workbook (it is not a zip archive). If it is a CSV or text file, rename it to .csv.</source>
        <translation>%1 不是 .xlsx 工作簿（它不是 zip 压缩包）。如果它是 CSV 或文本文件，请将其重命名为 .csv。</translation>
    </message>
    <message>
        <source>The workbook has no part %1; it may be damaged. Open it in Excel or LibreOffice and save it again.</source>
        <translation>工作簿缺少部件 %1；它可能已损坏。请在 Excel 或 LibreOffice 中打开并重新保存。</translation>
    </message>
    <message>
        <source>The workbook part %1 cannot be read; the file may be damaged.</source>
        <translation>无法读取工作簿部件 %1；文件可能已损坏。</translation>
    </message>
    <message>
        <source>%1 cannot be opened as a workbook: the zip archive is damaged.</source>
        <translation>无法将 %1 作为工作簿打开：zip 压缩包已损坏。</translation>
    </message>
    <message>
        <source>The workbook has no worksheets to import.</source>
        <translation>工作簿中没有可导入的工作表。</translation>
    </message>
    <message>
        <source>The workbook&apos;s text values cannot be read; the file may be damaged.</source>
        <translation>无法读取工作簿的文本值；文件可能已损坏。</translation>
    </message>
    <message>
        <source>The workbook&apos;s text values are damaged (%1).</source>
        <translation>工作簿的文本值已损坏（%1）。</translation>
    </message>
    <message>
        <source>The workbook has no sheet called “%1”.</source>
        <translation>工作簿中没有名为“%1”的工作表。</translation>
    </message>
    <message>
        <source>The sheet “%1” is missing from the workbook; the file may be damaged.</source>
        <translation>工作簿中缺少工作表“%1”；文件可能已损坏。</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) held an Excel error such as #DIV/0! (the first at %1) and were stored as empty values.</source>
        <translation>
            <numerusform>%n 个单元格包含 Excel 错误（如 #DIV/0!，第一个位于 %1），已存储为空值。</numerusform>
        </translation>
    </message>
    <message>
        <source>The sheet “%1” is damaged near row %2 (%3).</source>
        <translation>工作表“%1”在第 %2 行附近已损坏（%3）。</translation>
    </message>
    <message>
        <source>Row %1 of the sheet “%2” has a cell with a damaged reference “%3”.</source>
        <translation>工作表“%2”的第 %1 行有一个单元格的引用“%3”已损坏。</translation>
    </message>
    <message>
        <source>Cell %1 holds a formula whose result was never saved in the file (the program that wrote it does not calculate). Open the workbook in Excel or LibreOffice and save it, so the results are stored.</source>
        <translation>单元格 %1 包含公式，但其结果从未保存到文件中（写入该文件的程序不进行计算）。请在 Excel 或 LibreOffice 中打开工作簿并保存，以便存储结果。</translation>
    </message>
    <message>
        <source>Cell %1 refers to a text value the workbook does not have; the file may be damaged.</source>
        <translation>单元格 %1 引用了工作簿中不存在的文本值；文件可能已损坏。</translation>
    </message>
    <message>
        <source>The sheet “%1” has merged cells (%2), so its rows do not line up as a table. Unmerge them in Excel or LibreOffice (Merge &amp; Center → Unmerge Cells), fill in the values, and save again.</source>
        <translation>工作表“%1”有合并单元格（%2），因此其行无法对齐为表。请在 Excel 或 LibreOffice 中取消合并（合并后居中 → 取消单元格合并），填入值后重新保存。</translation>
    </message>
    <message>
        <source>row %1 of the sheet “%2”</source>
        <translation>工作表“%2”的第 %1 行</translation>
    </message>
    <message>
        <source>cell %1!%2%3 (column “%4”)</source>
        <translation>单元格 %1!%2%3（列“%4”）</translation>
    </message>
</context>
<context>
    <name>Assay::History</name>
    <message>
        <source>Console</source>
        <translation>控制台</translation>
    </message>
    <message>
        <source>Cell</source>
        <translation>单元格</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>助手</translation>
    </message>
</context>
<context>
    <name>Assay::Insights</name>
    <message>
        <source>point</source>
        <translation>点</translation>
    </message>
    <message>
        <source>year</source>
        <translation>年</translation>
    </message>
    <message>
        <source>quarter</source>
        <translation>季度</translation>
    </message>
    <message>
        <source>month</source>
        <translation>月</translation>
    </message>
    <message>
        <source>week</source>
        <translation>周</translation>
    </message>
    <message>
        <source>day</source>
        <translation>天</translation>
    </message>
    <message>
        <source>hour</source>
        <translation>小时</translation>
    </message>
    <message>
        <source> (for %1)</source>
        <translation>（%1）</translation>
    </message>
    <message>
        <source>**%1** has the highest %2%3: %4.</source>
        <translation>**%1** 的 %2%3 最高：%4。</translation>
    </message>
    <message>
        <source>**%1** has the lowest: %2.</source>
        <translation>**%1** 最低：%2。</translation>
    </message>
    <message>
        <source>**%1** accounts for %2 of the total.</source>
        <translation>**%1** 占总计的 %2。</translation>
    </message>
    <message>
        <source>The top 3 make up %1 of the total.</source>
        <translation>前 3 名占总计的 %1。</translation>
    </message>
    <message>
        <source>**%1** is %2 times **%3**.</source>
        <translation>**%1** 是 **%3** 的 %2 倍。</translation>
    </message>
    <message>
        <source>Of the values of %1, **%2** is the largest overall: %3 (%4 of the total).</source>
        <translation>在 %1 的值中，**%2** 总体最大：%3（占总计的 %4）。</translation>
    </message>
    <message>
        <source>Of the values of %1, **%2** is the largest overall: %3.</source>
        <translation>在 %1 的值中，**%2** 总体最大：%3。</translation>
    </message>
    <message>
        <source>%1%2 went from %3 in %4 to %5 in %6 (%7 %8).</source>
        <translation>%1%2 从 %4 的 %3 变为 %6 的 %5（%7 %8）。</translation>
    </message>
    <message>
        <source>up</source>
        <translation>上升</translation>
    </message>
    <message>
        <source>down</source>
        <translation>下降</translation>
    </message>
    <message>
        <source>%1%2 went from %3 in %4 to %5 in %6.</source>
        <translation>%1%2 从 %4 的 %3 变为 %6 的 %5。</translation>
    </message>
    <message>
        <source>The highest %1 was %2, in %3.</source>
        <translation>%1 最高为 %2，出现在 %3。</translation>
    </message>
    <message>
        <source>Over the whole period there is no clear trend.</source>
        <translation>整个时间段内没有明显趋势。</translation>
    </message>
    <message>
        <source>The trend is %1, by about %2 per %3 on average.</source>
        <translation>趋势%1，平均每%3约 %2。</translation>
    </message>
    <message>
        <source>upward</source>
        <translation>上升</translation>
    </message>
    <message>
        <source>downward</source>
        <translation>下降</translation>
    </message>
    <message>
        <source>The latest %1 (%2) is %3 %4 the one before: %5 against %6.</source>
        <translation>最近一个%1（%2）%3 %4前一个：%5 对比 %6。</translation>
    </message>
    <message>
        <source>above</source>
        <translation>高于</translation>
    </message>
    <message>
        <source>below</source>
        <translation>低于</translation>
    </message>
    <message>
        <source>The lowest was %1, in %2.</source>
        <translation>最低为 %1，出现在 %2。</translation>
    </message>
    <message>
        <source>**%1** is the largest %2 over the period: %3 (%4 of the total).</source>
        <translation>**%1** 是该时间段内最大的 %2：%3（占总计的 %4）。</translation>
    </message>
    <message>
        <source>**%1** is the largest %2 over the period: %3.</source>
        <translation>**%1** 是该时间段内最大的 %2：%3。</translation>
    </message>
    <message>
        <source>%1 ranges from %2 to %3; %4 from %5 to %6.</source>
        <translation>%1 的范围为 %2 到 %3；%4 的范围为 %5 到 %6。</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>按 %2 的 %1</translation>
    </message>
    <message>
        <source>the result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>The result has no rows.</source>
        <translation>结果没有行。</translation>
    </message>
    <message>
        <source>**%1** is %2.</source>
        <translation>**%1** 为 %2。</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <source>**%1** ranges from %2 to %3 and adds up to %4.</source>
        <translation>**%1** 的范围为 %2 到 %3，合计 %4。</translation>
    </message>
    <message>
        <source>**%1** ranges from %2 to %3.</source>
        <translation>**%1** 的范围为 %2 到 %3。</translation>
    </message>
    <message>
        <source>Describes `%1`</source>
        <translation>描述 `%1`</translation>
    </message>
    <message>
        <source>from the first rows read</source>
        <translation>基于读取的前几行</translation>
    </message>
    <message>
        <source>phrased by a model from computed facts, every number checked</source>
        <translation>由模型根据计算出的事实撰写，每个数字均已核对</translation>
    </message>
    <message>
        <source>computed from the data</source>
        <translation>根据数据计算</translation>
    </message>
    <message>
        <source>There is nothing to summarise in this result.</source>
        <translation>此结果中没有可总结的内容。</translation>
    </message>
    <message>
        <source>The model&apos;s answer was empty.</source>
        <translation>模型的回答为空。</translation>
    </message>
    <message>
        <source>The model&apos;s text stated none of the figures, so the computed summary is shown instead.</source>
        <translation>模型的文本没有提及任何数字，因此改为显示计算得出的摘要。</translation>
    </message>
    <message>
        <source>The model&apos;s text stated numbers that are not in the data (%1), so the computed summary is shown instead.</source>
        <translation>模型的文本中有数据里不存在的数字（%1），因此改为显示计算得出的摘要。</translation>
    </message>
    <message>
        <source>The model could not phrase the insight (%1).</source>
        <translation>模型无法撰写洞察（%1）。</translation>
    </message>
    <message numerus="yes">
        <source>The data covers %Ln point(s), from %1 to %2.</source>
        <translation>
            <numerusform>数据涵盖 %Ln 个点，从 %1 到 %2。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The data covers %Ln year(s), from %1 to %2.</source>
        <translation>
            <numerusform>数据涵盖 %Ln 年，从 %1 到 %2。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The data covers %Ln quarter(s), from %1 to %2.</source>
        <translation>
            <numerusform>数据涵盖 %Ln 个季度，从 %1 到 %2。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The data covers %Ln month(s), from %1 to %2.</source>
        <translation>
            <numerusform>数据涵盖 %Ln 个月，从 %1 到 %2。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The data covers %Ln week(s), from %1 to %2.</source>
        <translation>
            <numerusform>数据涵盖 %Ln 周，从 %1 到 %2。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The data covers %Ln day(s), from %1 to %2.</source>
        <translation>
            <numerusform>数据涵盖 %Ln 天，从 %1 到 %2。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The data covers %Ln hour(s), from %1 to %2.</source>
        <translation>
            <numerusform>数据涵盖 %Ln 小时，从 %1 到 %2。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2 show almost no relationship (correlation %3 over %4 points).</source>
        <translation>%1 与 %2 几乎没有相关性（基于 %4 个点的相关系数为 %3）。</translation>
    </message>
    <message>
        <source>%1 and %2 show a strong positive relationship (correlation %3 over %4 points).</source>
        <translation>%1 与 %2 呈强正相关（基于 %4 个点的相关系数为 %3）。</translation>
    </message>
    <message>
        <source>%1 and %2 show a strong negative relationship (correlation %3 over %4 points).</source>
        <translation>%1 与 %2 呈强负相关（基于 %4 个点的相关系数为 %3）。</translation>
    </message>
    <message>
        <source>%1 and %2 show a moderate positive relationship (correlation %3 over %4 points).</source>
        <translation>%1 与 %2 呈中等正相关（基于 %4 个点的相关系数为 %3）。</translation>
    </message>
    <message>
        <source>%1 and %2 show a moderate negative relationship (correlation %3 over %4 points).</source>
        <translation>%1 与 %2 呈中等负相关（基于 %4 个点的相关系数为 %3）。</translation>
    </message>
    <message>
        <source>%1 and %2 show a weak positive relationship (correlation %3 over %4 points).</source>
        <translation>%1 与 %2 呈弱正相关（基于 %4 个点的相关系数为 %3）。</translation>
    </message>
    <message>
        <source>%1 and %2 show a weak negative relationship (correlation %3 over %4 points).</source>
        <translation>%1 与 %2 呈弱负相关（基于 %4 个点的相关系数为 %3）。</translation>
    </message>
    <message numerus="yes">
        <source>**%1** has the lowest of the %Ln shown: %2.</source>
        <translation>
            <numerusform>在显示的 %Ln 项中，**%1** 最低：%2。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>**%1** accounts for %2 of the total of the %Ln shown.</source>
        <translation>
            <numerusform>**%1** 占所显示 %Ln 项总计的 %2。</numerusform>
        </translation>
    </message>
    <message>
        <source>**%1** accounts for %2 of the total, “%3” included.</source>
        <translation>**%1** 占总计（含“%3”）的 %2。</translation>
    </message>
    <message numerus="yes">
        <source>Together the %Ln values of %1 shown add up to %2.</source>
        <translation>
            <numerusform>所显示的 %Ln 个 %1 值合计为 %2。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Together the %Ln values of %1, “%2” included, add up to %3.</source>
        <translation>
            <numerusform>%1 的 %Ln 个值（含“%2”）合计为 %3。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Together the %Ln values of %1 add up to %2.</source>
        <translation>
            <numerusform>%1 的 %Ln 个值合计为 %2。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The result has %Ln value(s) of %1.</source>
        <translation>
            <numerusform>结果中有 %Ln 个 %1 值。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The result has %Ln row(s).</source>
        <translation>
            <numerusform>结果有 %Ln 行。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln 行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>**%1** has the highest %2%3 of these %Ln: %4.</source>
        <translation>
            <numerusform>**%1** 在这 %Ln 项中的 %2%3 最高：%4。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>**%1** has the lowest of the top %Ln: %2.</source>
        <translation>
            <numerusform>**%1** 是前 %Ln 项中最低的：%2。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>**%1** has the lowest of these %Ln: %2.</source>
        <translation>
            <numerusform>**%1** 是这 %Ln 项中最低的：%2。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>**%1** accounts for %2 of the total of the top %Ln.</source>
        <translation>
            <numerusform>**%1** 占前 %Ln 项总和的 %2。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Together the top %Ln values of %1 add up to %2.</source>
        <translation>
            <numerusform>%1 的前 %Ln 个值合计 %2。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>**%1** accounts for %2 of the total of these %Ln.</source>
        <translation>
            <numerusform>**%1** 占这 %Ln 项总和的 %2。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Together these %Ln values of %1 add up to %2.</source>
        <translation>
            <numerusform>%1 的这 %Ln 个值合计 %2。</numerusform>
        </translation>
    </message>
    <message>
        <source>In total, %1 went from %2 in %3 to %4 in %5 (%6 %7, a difference of %8).</source>
        <translation>总计 %1 从 %3 的 %2 变为 %5 的 %4（%6 %7，差额 %8）。</translation>
    </message>
    <message>
        <source>From %1 to %2 the largest rise was in **%3**: from %4 to %5 (up %6, %7).</source>
        <translation>从 %1 到 %2，增幅最大的是 **%3**：从 %4 增至 %5（增加 %6，%7）。</translation>
    </message>
    <message>
        <source>From %1 to %2 the largest fall was in **%3**: from %4 to %5 (down %6, %7).</source>
        <translation>从 %1 到 %2，降幅最大的是 **%3**：从 %4 降至 %5（减少 %6，%7）。</translation>
    </message>
    <message>
        <source>In %1, **%2** has the highest %3: %4.</source>
        <translation>在 %1，**%2** 的 %3 最高：%4。</translation>
    </message>
    <message numerus="yes">
        <source>The chart compares %Ln period(s) across %1 values of %2.</source>
        <translation>
            <numerusform>图表在 %2 的 %1 个值上比较 %Ln 个时期。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>only the top %Ln row(s), as the query&apos;s LIMIT kept them</source>
        <translation>
            <numerusform>仅查询保留的最大的 %Ln 行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>only the first %Ln row(s), as the query&apos;s LIMIT kept them</source>
        <translation>
            <numerusform>仅查询保留的前 %Ln 行</numerusform>
        </translation>
    </message>
    <message>
        <source>only the groups the query&apos;s HAVING kept</source>
        <translation>仅查询筛选后保留的分组</translation>
    </message>
</context>
<context>
    <name>Assay::Io</name>
    <message>
        <source>No space left on device (simulated)</source>
        <translation>设备上没有剩余空间（模拟）</translation>
    </message>
    <message>
        <source>Cannot save %1: the folder %2 does not exist.</source>
        <translation>无法保存 %1：文件夹 %2 不存在。</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>无法保存 %1：%2</translation>
    </message>
    <message>
        <source>Cannot save %1: %2. The previous version is unchanged.</source>
        <translation>无法保存 %1：%2。之前的版本保持不变。</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 不存在。</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>%1 is too large to open (%2 MB).</source>
        <translation>%1 太大，无法打开（%2 MB）。</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 cannot be used: %2</source>
        <translation>无法使用 %1：%2</translation>
    </message>
    <message>
        <source>The file is not open.</source>
        <translation>文件未打开。</translation>
    </message>
</context>
<context>
    <name>Assay::Knowledge</name>
    <message>
        <source>No language model is ready (%1): the context is built from the schema and profiling only.</source>
        <translation>没有就绪的语言模型（%1）：仅根据模式和数据分析构建上下文。</translation>
    </message>
    <message>
        <source>Tables: %1, columns: %2</source>
        <translation>表：%1，列：%2</translation>
    </message>
    <message>
        <source>Profiling %1</source>
        <translation>正在分析 %1</translation>
    </message>
    <message>
        <source>Profiling</source>
        <translation>正在分析</translation>
    </message>
    <message>
        <source>Describing columns</source>
        <translation>正在描述列</translation>
    </message>
    <message>
        <source>Columns of %1 were not described by the model (%2); their names, comments and statistics are used instead.</source>
        <translation>模型未描述 %1 的列（%2）；改用其名称、注释和统计信息。</translation>
    </message>
    <message>
        <source>The columns of %1 tables were not described by the model (%2); their names, comments and statistics are used instead.</source>
        <translation>模型未描述 %1 个表的列（%2）；改用其名称、注释和统计信息。</translation>
    </message>
    <message>
        <source>Summarising wide tables</source>
        <translation>正在汇总宽表</translation>
    </message>
    <message>
        <source>Describing tables</source>
        <translation>正在描述表</translation>
    </message>
    <message>
        <source>no description in the answer</source>
        <translation>回答中没有描述</translation>
    </message>
    <message>
        <source>The table %1 was not described by the model (%2).</source>
        <translation>模型未描述表 %1（%2）。</translation>
    </message>
    <message>
        <source>%1 tables were not described by the model (%2).</source>
        <translation>模型未描述 %1 个表（%2）。</translation>
    </message>
    <message>
        <source>Finding relationships</source>
        <translation>正在查找关系</translation>
    </message>
    <message>
        <source>Relationships of %1 were not checked by the model (%2).</source>
        <translation>模型未检查 %1 的关系（%2）。</translation>
    </message>
    <message>
        <source>Relationships of %1 tables were not checked by the model (%2); those found from names and data are kept.</source>
        <translation>模型未检查 %1 个表的关系（%2）；保留根据名称和数据找到的关系。</translation>
    </message>
    <message>
        <source>Finding entities</source>
        <translation>正在查找实体</translation>
    </message>
    <message>
        <source>Entities were not found by the model.</source>
        <translation>模型未能识别实体。</translation>
    </message>
    <message>
        <source>Summarising the database</source>
        <translation>正在总结数据库</translation>
    </message>
    <message>
        <source>The database summary was not written by the model.</source>
        <translation>模型未能撰写数据库摘要。</translation>
    </message>
    <message>
        <source>total %1</source>
        <translation>%1 总计</translation>
    </message>
    <message>
        <source>How has the %1 changed month by month?</source>
        <translation>%1 逐月如何变化？</translation>
    </message>
    <message>
        <source>Which 10 %1 have the highest %2?</source>
        <translation>哪 10 个 %1 的 %2 最高？</translation>
    </message>
    <message>
        <source>What share of the %1 comes from each %2?</source>
        <translation>每个 %2 在 %1 中各占多少比例？</translation>
    </message>
    <message>
        <source>How many %1 are there per month?</source>
        <translation>每月有多少 %1？</translation>
    </message>
    <message>
        <source>How many %1 are there by %2?</source>
        <translation>按 %2 分别有多少 %1？</translation>
    </message>
    <message>
        <source>What does a typical row of %1 look like?</source>
        <translation>%1 的典型行是什么样的？</translation>
    </message>
    <message>
        <source>The file is not UTF-8 text.</source>
        <translation>该文件不是 UTF-8 文本。</translation>
    </message>
    <message>
        <source>The file ends inside a quoted field.</source>
        <translation>文件在带引号的字段内结束。</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>文件为空。</translation>
    </message>
    <message>
        <source>The first row must name the columns, with at least one called &quot;term&quot;.</source>
        <translation>第一行必须是列名，且至少有一列名为“term”。</translation>
    </message>
    <message>
        <source>Row %1 has no term and was skipped.</source>
        <translation>第 %1 行没有术语，已跳过。</translation>
    </message>
    <message>
        <source>Line %1 has no term and was skipped.</source>
        <translation>第 %1 行没有术语，已跳过。</translation>
    </message>
    <message>
        <source>An embedding dimension must be positive.</source>
        <translation>嵌入维度必须为正数。</translation>
    </message>
    <message>
        <source>The vector index was not created.</source>
        <translation>未创建向量索引。</translation>
    </message>
    <message>
        <source>Refused a vector from %1 in an index of %2: embeddings from different sources cannot be mixed.</source>
        <translation>已拒绝将来自 %1 的向量加入 %2 的索引：不同来源的嵌入不能混用。</translation>
    </message>
    <message>
        <source>The vector index failed: %1</source>
        <translation>向量索引出错：%1</translation>
    </message>
    <message>
        <source>The query vector comes from %1 but the index holds %2.</source>
        <translation>查询向量来自 %1，但索引中存放的是 %2。</translation>
    </message>
    <message>
        <source>Nothing to save.</source>
        <translation>没有可保存的内容。</translation>
    </message>
    <message>
        <source>Cannot save the vector index: %1</source>
        <translation>无法保存向量索引：%1</translation>
    </message>
    <message>
        <source>Cannot move the vector index into place at %1.</source>
        <translation>无法将向量索引移动到 %1。</translation>
    </message>
    <message>
        <source>%1 has no description beside it.</source>
        <translation>%1 旁边没有描述文件。</translation>
    </message>
    <message>
        <source>%1 is not an Assay vector index.</source>
        <translation>%1 不是 Assay 向量索引。</translation>
    </message>
    <message>
        <source>The vector index %1 is incomplete.</source>
        <translation>向量索引 %1 不完整。</translation>
    </message>
    <message>
        <source>The vector index %1 is damaged: %2</source>
        <translation>向量索引 %1 已损坏：%2</translation>
    </message>
    <message>
        <source>No database is connected.</source>
        <translation>未连接数据库。</translation>
    </message>
    <message>
        <source>A glossary entry needs a term.</source>
        <translation>术语表条目需要一个术语。</translation>
    </message>
    <message>
        <source>%1 is neither CSV nor Markdown (use a .csv or .md file).</source>
        <translation>%1 既不是 CSV 也不是 Markdown（请使用 .csv 或 .md 文件）。</translation>
    </message>
    <message>
        <source>No glossary entries were found in %1.</source>
        <translation>在 %1 中未找到术语表条目。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>An example needs both a question and its SQL.</source>
        <translation>示例需要同时包含问题及其 SQL。</translation>
    </message>
    <message>
        <source>No language model is configured.</source>
        <translation>未配置语言模型。</translation>
    </message>
    <message>
        <source>Not sent to the model: %1 (it reads what this connection&apos;s privacy settings hide)</source>
        <translation>未发送给模型：%1（它会读取此连接的隐私设置所隐藏的内容）</translation>
    </message>
    <message>
        <source>No question for: %1 (%2)</source>
        <translation>未能为此查询生成问题：%1（%2）</translation>
    </message>
    <message>
        <source>the answer had no question</source>
        <translation>回答中没有问题</translation>
    </message>
    <message>
        <source>Embedding was cancelled.</source>
        <translation>嵌入已取消。</translation>
    </message>
    <message>
        <source>Knowledge about this database cannot be built: %1</source>
        <translation>无法构建关于此数据库的知识：%1</translation>
    </message>
    <message>
        <source>The stored knowledge could not be read (%1); it will be built again.</source>
        <translation>无法读取已存储的知识（%1）；将重新构建。</translation>
    </message>
    <message>
        <source>Assay could not open its own connection to the database, so nothing was profiled.</source>
        <translation>Assay 无法打开自己的数据库连接，因此未进行任何分析。</translation>
    </message>
    <message>
        <source>Cannot open the knowledge store %1: %2</source>
        <translation>无法打开知识库 %1：%2</translation>
    </message>
    <message>
        <source>The knowledge store %1 is damaged: %2</source>
        <translation>知识库 %1 已损坏：%2</translation>
    </message>
    <message>
        <source>The knowledge store is not open.</source>
        <translation>知识库未打开。</translation>
    </message>
    <message>
        <source>Rows could not be counted: %1</source>
        <translation>无法统计行数：%1</translation>
    </message>
    <message>
        <source>Some columns could not be profiled: %1</source>
        <translation>部分列无法分析：%1</translation>
    </message>
    <message numerus="yes">
        <source>The model described %1 of %n columns of %2.</source>
        <translation>
            <numerusform>模型描述了 %2 的 %n 列中的 %1 列。</numerusform>
        </translation>
    </message>
    <message>
        <source>The correction says nothing.</source>
        <translation>该更正没有任何内容。</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>%1 ~ %2 (same word)</source>
        <translation>%1 ~ %2（同一个词）</translation>
    </message>
    <message>
        <source>%1 ~ %2 (abbreviated %3)</source>
        <translation>%1 ~ %2（缩写为 %3）</translation>
    </message>
    <message>
        <source>%1 ~ %2 (spelling)</source>
        <translation>%1 ~ %2（拼写）</translation>
    </message>
    <message>
        <source>%1 ~ %2 (WordNet synonym)</source>
        <translation>%1 ~ %2（WordNet 同义词）</translation>
    </message>
    <message>
        <source>%1 ~ %2 (WordNet derivation)</source>
        <translation>%1 ~ %2（WordNet 派生词）</translation>
    </message>
    <message>
        <source>%1 ~ %2 (WordNet: a kind of %2)</source>
        <translation>%1 ~ %2（WordNet：%2 的一种）</translation>
    </message>
    <message>
        <source>%1 ~ %2 (WordNet: %2 is a kind of %1)</source>
        <translation>%1 ~ %2（WordNet：%2 是 %1 的一种）</translation>
    </message>
    <message>
        <source>%1 ~ %2 (WordNet: the same kind of thing)</source>
        <translation>%1 ~ %2（WordNet：同类事物）</translation>
    </message>
    <message>
        <source>WordNet is not installed (no %1); questions are matched to the schema by its own words only.</source>
        <translation>未安装 WordNet（缺少 %1）；问题仅按模式自身的词语与模式匹配。</translation>
    </message>
    <message>
        <source>The compiled WordNet is damaged.</source>
        <translation>编译后的 WordNet 已损坏。</translation>
    </message>
    <message>
        <source>WordNet&apos;s file %1 cannot be read: %2</source>
        <translation>无法读取 WordNet 文件 %1：%2</translation>
    </message>
    <message>
        <source>Finding similar tables</source>
        <translation>查找相似的表</translation>
    </message>
    <message>
        <source>%1 ~ %2 (WordNet: one&apos;s definition uses the other)</source>
        <translation>%1 ~ %2（WordNet：其中一个的释义用到了另一个）</translation>
    </message>
    <message>
        <source>%1 refers to %2.</source>
        <translation>%1 引用 %2。</translation>
    </message>
    <message>
        <source>%1 does not refer to %2.</source>
        <translation>%1 不引用 %2。</translation>
    </message>
    <message>
        <source>The names say nothing: %1 does not name %2.</source>
        <translation>名称无提示：%1 并未指向 %2。</translation>
    </message>
    <message>
        <source>The name %1 abbreviates %2.</source>
        <translation>名称 %1 是 %2 的缩写。</translation>
    </message>
    <message>
        <source>The name %1 says a row points at another row of its own table.</source>
        <translation>名称 %1 表明一行指向同一表中的另一行。</translation>
    </message>
    <message>
        <source>The name %1 ends with the name of %2.</source>
        <translation>名称 %1 以 %2 的名称结尾。</translation>
    </message>
    <message>
        <source>The name %1 has the words of the key %2.</source>
        <translation>名称 %1 含有键 %2 的词。</translation>
    </message>
    <message>
        <source>The name %1 names the table %2.</source>
        <translation>名称 %1 指明了表 %2。</translation>
    </message>
    <message>
        <source>%1 has the same name as the key it refers to.</source>
        <translation>%1 与其引用的键同名。</translation>
    </message>
    <message>
        <source>Declared, but the table %1 is not in this database: the key joins nothing here.</source>
        <translation>已声明，但表 %1 不在此数据库中：此键在这里无法连接任何表。</translation>
    </message>
    <message>
        <source>%1 holds no values to check: only the names suggest it.</source>
        <translation>%1 没有可检查的值：只有名称暗示了这一点。</translation>
    </message>
    <message numerus="yes">
        <source>Every one of the %n distinct values of %1 checked is in %2.</source>
        <translation>
            <numerusform>%1 中检查的 %n 个不同值全部在 %2 中。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1% of the %n distinct values of %2 checked are in %3.</source>
        <translation>
            <numerusform>%2 中检查的 %n 个不同值中有 %1% 在 %3 中。</numerusform>
        </translation>
    </message>
    <message>
        <source>(They come from a sample of the table.)</source>
        <translation>（这些值来自表的抽样。）</translation>
    </message>
    <message>
        <source>They match only with spaces trimmed: a join on them as stored finds nothing.</source>
        <translation>只有去掉首尾空格后才匹配：按存储值连接将找不到任何行。</translation>
    </message>
    <message>
        <source>Numbers and text were compared as text (&apos;42&apos; = 42).</source>
        <translation>数字与文本按文本比较（&apos;42&apos; = 42）。</translation>
    </message>
    <message>
        <source>%1 is the declared primary key of %2.</source>
        <translation>%1 是 %2 声明的主键。</translation>
    </message>
    <message>
        <source>%1 is unique and never empty.</source>
        <translation>%1 唯一且从不为空。</translation>
    </message>
    <message>
        <source>%1 is unique and never empty in the rows sampled.</source>
        <translation>%1 在抽样的行中唯一且从不为空。</translation>
    </message>
    <message>
        <source>The references use %1% of the values of %2.</source>
        <translation>引用使用了 %2 中 %1% 的值。</translation>
    </message>
    <message>
        <source>The values sit in a narrow part of %1&apos;s range, unlike references spread over it: this may be a coincidence.</source>
        <translation>这些值集中在 %1 取值范围的一小段，不像分布在整个范围的引用：这可能是巧合。</translation>
    </message>
    <message>
        <source>The key&apos;s values are sparse in their range, so containment by chance is unlikely.</source>
        <translation>键的值在其范围内很稀疏，因此偶然包含的可能性很小。</translation>
    </message>
    <message>
        <source>Its declared key points at %1, which is not in this database.</source>
        <translation>其声明的键指向 %1，而该表不在此数据库中。</translation>
    </message>
    <message numerus="yes">
        <source>The values are also all found in %n other key(s).</source>
        <translation>
            <numerusform>这些值也全部出现在另外 %n 个键中。</numerusform>
        </translation>
    </message>
    <message>
        <source>Finding relationships in the data</source>
        <translation>在数据中查找关系</translation>
    </message>
    <message>
        <source>A relationship needs a column (or columns) on each side, as many on one as on the other.</source>
        <translation>关系的每一端都需要列（或多列），两端数量相同。</translation>
    </message>
    <message>
        <source>A declared foreign key is part of the database&apos;s own definition: it cannot be rejected here.</source>
        <translation>已声明的外键是数据库自身定义的一部分：无法在此拒绝。</translation>
    </message>
    <message numerus="yes">
        <source>Finding relationships in the data stopped at its time budget (%n s): %1 of %2 candidate links were checked; what was found is kept.</source>
        <translation>
            <numerusform>在数据中查找关系已用完时间预算（%n 秒）：已检查 %2 个候选连接中的 %1 个；已找到的会保留。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Assay::Llm</name>
    <message>
        <source>The model gave an empty answer.</source>
        <translation>模型给出了空回答。</translation>
    </message>
    <message>
        <source>The model&apos;s answer has JSON that does not parse (it may have been cut off).</source>
        <translation>模型回答中的 JSON 无法解析（可能已被截断）。</translation>
    </message>
    <message>
        <source>The model&apos;s answer has no JSON object.</source>
        <translation>模型的回答中没有 JSON 对象。</translation>
    </message>
    <message>
        <source>The provider reported an error: %1.</source>
        <translation>提供方报告了错误：%1。</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>The answer has no content.</source>
        <translation>响应没有内容。</translation>
    </message>
    <message>
        <source>The answer has no model list.</source>
        <translation>响应中没有模型列表。</translation>
    </message>
    <message>
        <source>The connection broke before the answer arrived.</source>
        <translation>在响应到达之前连接已中断。</translation>
    </message>
    <message>
        <source>The connection broke in the middle of the answer.</source>
        <translation>连接在响应过程中中断。</translation>
    </message>
    <message>
        <source>The model answered with no text.</source>
        <translation>模型的回答不含文本。</translation>
    </message>
    <message>
        <source>The connection broke before the embeddings arrived.</source>
        <translation>在嵌入结果到达之前连接已中断。</translation>
    </message>
    <message>
        <source>Asked for %1 embeddings, got %2.</source>
        <translation>请求了 %1 个嵌入，收到 %2 个。</translation>
    </message>
    <message>
        <source>Cannot compare a %1 vector with a %2 vector.</source>
        <translation>无法将 %1 向量与 %2 向量进行比较。</translation>
    </message>
    <message>
        <source>Not configured</source>
        <translation>未配置</translation>
    </message>
    <message>
        <source>Network error</source>
        <translation>网络错误</translation>
    </message>
    <message>
        <source>Timed out</source>
        <translation>超时</translation>
    </message>
    <message>
        <source>Rate limited</source>
        <translation>请求频率受限</translation>
    </message>
    <message>
        <source>Server error</source>
        <translation>服务器错误</translation>
    </message>
    <message>
        <source>Authentication failed</source>
        <translation>身份验证失败</translation>
    </message>
    <message>
        <source>Request refused</source>
        <translation>请求被拒绝</translation>
    </message>
    <message>
        <source>Unreadable answer</source>
        <translation>无法读取的响应</translation>
    </message>
    <message>
        <source>Answer cut off</source>
        <translation>响应被截断</translation>
    </message>
    <message>
        <source>Empty answer</source>
        <translation>空响应</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>Embedding sources differ</source>
        <translation>嵌入来源不一致</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>There is no API key for %1. Enter it in Settings → Language Models.</source>
        <translation>%1 没有 API 密钥。请在“设置 → 语言模型”中输入。</translation>
    </message>
    <message>
        <source>%1 has no embedding model set.</source>
        <translation>%1 未设置嵌入模型。</translation>
    </message>
    <message>
        <source>A chat needs at least one message.</source>
        <translation>聊天至少需要一条消息。</translation>
    </message>
    <message>
        <source>The request was cancelled.</source>
        <translation>请求已取消。</translation>
    </message>
    <message>
        <source>Not sent: the request was declined in the preview.</source>
        <translation>未发送：请求在预览中被拒绝。</translation>
    </message>
    <message numerus="yes">
        <source>Connected in %1 ms: %n model(s) listed.</source>
        <translation>
            <numerusform>已在 %1 毫秒内连接：列出了 %n 个模型。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is available.</source>
        <translation>%1 可用。</translation>
    </message>
    <message>
        <source>%1 is not among them.</source>
        <translation>%1 不在其中。</translation>
    </message>
    <message>
        <source>Reasoning</source>
        <translation>推理</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>快速</translation>
    </message>
    <message>
        <source>Embeddings</source>
        <translation>嵌入</translation>
    </message>
    <message>
        <source>The connection broke before the model list arrived.</source>
        <translation>在模型列表到达之前连接已中断。</translation>
    </message>
    <message>
        <source>The provider reported an error in the middle of the answer.</source>
        <translation>提供方在响应过程中报告了错误。</translation>
    </message>
    <message>
        <source>The answer has no choices.</source>
        <translation>响应中没有候选回答（choices）。</translation>
    </message>
    <message>
        <source>A streamed chunk is not valid JSON.</source>
        <translation>流式数据块不是有效的 JSON。</translation>
    </message>
    <message>
        <source>The embeddings in the answer are malformed.</source>
        <translation>响应中的嵌入格式错误。</translation>
    </message>
    <message>
        <source>The answer holds no embeddings.</source>
        <translation>响应中没有嵌入。</translation>
    </message>
    <message>
        <source>The prompt %1 is missing from the resources.</source>
        <translation>资源中缺少提示词 %1。</translation>
    </message>
    <message>
        <source>This provider does not make embeddings.</source>
        <translation>此提供方不生成嵌入。</translation>
    </message>
    <message>
        <source>The provider&apos;s answer is not valid JSON.</source>
        <translation>提供方的响应不是有效的 JSON。</translation>
    </message>
    <message>
        <source>The provider refused the API key.</source>
        <translation>提供方拒绝了 API 密钥。</translation>
    </message>
    <message>
        <source>The provider asked Assay to slow down.</source>
        <translation>提供方要求 Assay 降低请求频率。</translation>
    </message>
    <message>
        <source>The provider timed out.</source>
        <translation>提供方超时。</translation>
    </message>
    <message>
        <source>The provider had an internal problem.</source>
        <translation>提供方出现内部问题。</translation>
    </message>
    <message>
        <source>The provider refused the request.</source>
        <translation>提供方拒绝了请求。</translation>
    </message>
    <message>
        <source>OpenAI-compatible (OpenAI, vLLM, llama.cpp, LM Studio)</source>
        <translation>兼容 OpenAI（OpenAI、vLLM、llama.cpp、LM Studio）</translation>
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
        <translation>请为提供方命名。</translation>
    </message>
    <message>
        <source>The base URL must start with http:// or https:// and name a host.</source>
        <translation>基础 URL 必须以 http:// 或 https:// 开头并包含主机名。</translation>
    </message>
    <message>
        <source>Azure needs the name of the chat deployment.</source>
        <translation>Azure 需要聊天部署的名称。</translation>
    </message>
    <message>
        <source>Choose a model.</source>
        <translation>请选择一个模型。</translation>
    </message>
    <message>
        <source>1 second</source>
        <translation>1 秒</translation>
    </message>
    <message numerus="yes">
        <source>%n seconds</source>
        <translation>
            <numerusform>%n 秒</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minutes</source>
        <translation>
            <numerusform>%n 分钟</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hours</source>
        <translation>
            <numerusform>%n 小时</numerusform>
        </translation>
    </message>
    <message>
        <source>The provider asked Assay to wait %1 before the next request; try again after %2.</source>
        <translation>提供方要求 Assay 在下一次请求前等待 %1；请在 %2 之后重试。</translation>
    </message>
    <message>
        <source>Cannot open the usage ledger %1.</source>
        <translation>无法打开用量记录 %1。</translation>
    </message>
    <message>
        <source>A vector without a recorded source cannot be stored.</source>
        <translation>无法存储没有记录来源的向量。</translation>
    </message>
    <message>
        <source>This index holds %1 vectors; a %2 vector cannot be mixed in. Rebuild the index to switch embedding source.</source>
        <translation>此索引包含 %1 向量；不能混入 %2 向量。请重建索引以切换嵌入来源。</translation>
    </message>
    <message>
        <source>Expected %1 dimensions, got %2.</source>
        <translation>预期 %1 维，实际为 %2 维。</translation>
    </message>
    <message>
        <source>The model stopped while still thinking; nothing came after its reasoning.</source>
        <translation>模型在思考过程中停止了；推理之后没有任何输出。</translation>
    </message>
    <message>
        <source>The connection closed before the model finished its answer.</source>
        <translation>连接在模型完成回答之前关闭。</translation>
    </message>
    <message>
        <source>The model spent its whole token budget thinking and wrote no answer.</source>
        <translation>模型将全部令牌预算用于思考，没有写出回答。</translation>
    </message>
    <message>
        <source>The token budget ran out before the model wrote any text.</source>
        <translation>在模型写出任何文本之前，令牌预算已用完。</translation>
    </message>
    <message>
        <source>This model does not take the “%1” setting. Set it under Advanced in Settings → Language Models, or choose another model.</source>
        <translation>此模型不接受“%1”设置。请在“设置 → 语言模型”的“高级”中设置，或选择其他模型。</translation>
    </message>
    <message>
        <source>The question&apos;s context is larger than the model&apos;s window: choose a model with a larger context, or ask about fewer tables.</source>
        <translation>问题的上下文超出了模型的窗口：请选择上下文更大的模型，或询问涉及更少表的问题。</translation>
    </message>
    <message>
        <source>This request is larger than the account may send per minute; it would fail again. Raise the limit with the provider or choose a model with a higher limit.</source>
        <translation>此请求超出了该账户每分钟允许发送的量；重试仍会失败。请向提供方提高限额，或选择限额更高的模型。</translation>
    </message>
    <message>
        <source>The account has no quota left. Check the plan and billing on the provider&apos;s site; Assay does not retry this.</source>
        <translation>该账户已无剩余配额。请在提供方网站上检查套餐和账单；Assay 不会重试此请求。</translation>
    </message>
    <message>
        <source>The account has no credit. Add credit or set up billing on the provider&apos;s site.</source>
        <translation>该账户没有余额。请在提供方网站上充值或设置账单。</translation>
    </message>
    <message>
        <source>Check the model (or deployment) name in Settings → Language Models; List Models shows what the server offers. A local Ollama model must be pulled first (ollama pull).</source>
        <translation>请在“设置 → 语言模型”中检查模型（或部署）名称；“列出模型”会显示服务器提供的模型。本地 Ollama 模型必须先拉取（ollama pull）。</translation>
    </message>
    <message>
        <source>The provider is overloaded; try again in a few minutes.</source>
        <translation>提供方负载过高；请几分钟后重试。</translation>
    </message>
    <message>
        <source>The model used its whole token budget thinking before it answered. Choose a lower reasoning effort under Advanced, or a model that does not reason.</source>
        <translation>模型在回答之前就将全部令牌预算用于思考。请在“高级”中选择较低的推理强度，或选择不进行推理的模型。</translation>
    </message>
    <message>
        <source>The model stopped while still thinking aloud. Ask again, or choose a model that does not think aloud.</source>
        <translation>模型在输出思考过程时停止了。请重新提问，或选择不输出思考过程的模型。</translation>
    </message>
    <message>
        <source>Check the API key in Settings → Language Models.</source>
        <translation>请在“设置 → 语言模型”中检查 API 密钥。</translation>
    </message>
    <message>
        <source>Check the base URL and that the server is running.</source>
        <translation>请检查基础 URL 以及服务器是否正在运行。</translation>
    </message>
    <message>
        <source>The provider said: “%1”</source>
        <translation>提供方返回：“%1”</translation>
    </message>
    <message>
        <source>No language model is chosen for the role “%1”. Choose one in Settings → Language Models.</source>
        <translation>尚未为角色“%1”选择语言模型。请在“设置 → 语言模型”中选择一个。</translation>
    </message>
    <message>
        <source>Connected (the server does not list models).</source>
        <translation>已连接（服务器不列出模型）。</translation>
    </message>
    <message>
        <source>But the model did not answer a test request: %1</source>
        <translation>但模型没有响应测试请求：%1</translation>
    </message>
    <message>
        <source>%1 answered a test request in %2 ms.</source>
        <translation>%1 在 %2 毫秒内响应了测试请求。</translation>
    </message>
    <message>
        <source>For this model Assay %1.</source>
        <translation>对于此模型，Assay %1。</translation>
    </message>
    <message>
        <source>sends no temperature</source>
        <translation>不发送温度</translation>
    </message>
    <message>
        <source>sends max_completion_tokens instead of max_tokens</source>
        <translation>发送 max_completion_tokens 而非 max_tokens</translation>
    </message>
    <message>
        <source>sends max_tokens instead of max_completion_tokens</source>
        <translation>发送 max_tokens 而非 max_completion_tokens</translation>
    </message>
    <message>
        <source>sends no reasoning effort</source>
        <translation>不发送推理强度</translation>
    </message>
    <message>
        <source>asks for JSON with a schema instead of JSON mode</source>
        <translation>使用 JSON Schema 而非 JSON 模式</translation>
    </message>
    <message>
        <source>asks for JSON in the prompt only</source>
        <translation>仅在提示词中要求 JSON</translation>
    </message>
    <message>
        <source>does not ask for usage in streams</source>
        <translation>不在流中请求用量数据</translation>
    </message>
    <message>
        <source>English</source>
        <comment>The name, in English, of the language of this translation, for a prompt that tells the model which language to write in: German, Simplified Chinese</comment>
        <translation>Simplified Chinese</translation>
    </message>
    <message>
        <source>The account&apos;s quota is used up.</source>
        <translation>该账户的配额已用完。</translation>
    </message>
    <message>
        <source>The provider refused the request for billing reasons.</source>
        <translation>提供方因账单原因拒绝了请求。</translation>
    </message>
    <message>
        <source>The request is larger than the provider accepts.</source>
        <translation>请求超出了提供方接受的大小。</translation>
    </message>
    <message>
        <source>The prompt is longer than the model&apos;s context window.</source>
        <translation>提示词超出了模型的上下文窗口。</translation>
    </message>
    <message>
        <source>The API version is too old for this model.</source>
        <translation>API 版本对于此模型来说太旧。</translation>
    </message>
    <message>
        <source>The provider does not know this model.</source>
        <translation>提供方不认识此模型。</translation>
    </message>
    <message>
        <source>The provider does not know the model “%1”.</source>
        <translation>提供方不认识模型“%1”。</translation>
    </message>
    <message>
        <source>The provider is overloaded.</source>
        <translation>提供方负载过高。</translation>
    </message>
    <message>
        <source>The model refused the request field “%1”.</source>
        <translation>模型拒绝了请求字段“%1”。</translation>
    </message>
    <message>
        <source>The server cut the prompt to fit the model&apos;s context window (it read %1 of about %2 tokens), so the answer was not used.</source>
        <translation>服务器为适应模型的上下文窗口截断了提示词（只读取了约 %2 个令牌中的 %1 个），因此未使用该回答。</translation>
    </message>
    <message>
        <source>Set the API version to v1 (or a dated one from 2025-04-01-preview on) in Settings → Language Models.</source>
        <translation>请在“设置 → 语言模型”中将 API 版本设为 v1（或 2025-04-01-preview 及之后的日期版本）。</translation>
    </message>
    <message>
        <source>The model used its whole token budget before it wrote any text. Choose a lower reasoning effort under Advanced, or another model.</source>
        <translation>模型在写出任何文字之前就用完了全部令牌预算。请在“高级”中选择较低的推理强度，或换一个模型。</translation>
    </message>
    <message>
        <source>The key works, but this account may not use this model. Choose another model in Settings → Language Models (List Models shows them), or ask the account&apos;s owner for access.</source>
        <translation>密钥有效，但此账户无权使用该模型。请在“设置 → 语言模型”中选择其他模型（“列出模型”会显示它们），或请账户所有者开通权限。</translation>
    </message>
    <message>
        <source>Choose a current model in Settings → Language Models.</source>
        <translation>请在“设置 → 语言模型”中选择一个当前可用的模型。</translation>
    </message>
    <message>
        <source>Raise the context window under Advanced in Settings → Language Models, or choose a model with a larger one.</source>
        <translation>请在“设置 → 语言模型”的“高级”中增大上下文窗口，或选择上下文窗口更大的模型。</translation>
    </message>
    <message>
        <source>waits for whole answers (the provider does not stream this model)</source>
        <translation>等待完整回答（提供商不对此模型进行流式传输）</translation>
    </message>
    <message>
        <source>gave the model more room to think</source>
        <translation>给模型留出了更多思考空间</translation>
    </message>
    <message>
        <source>%1 shuts down on %2: choose another model before then.</source>
        <translation>%1 将于 %2 停用：请在此之前选择其他模型。</translation>
    </message>
    <message>
        <source>%1 shuts down on %2: move to %3 before then.</source>
        <translation>%1 将于 %2 停用：请在此之前改用 %3。</translation>
    </message>
    <message>
        <source>%1 was shut down on %2 and no longer answers: choose a current model.</source>
        <translation>%1 已于 %2 停用，不再回答：请选择一个当前可用的模型。</translation>
    </message>
    <message>
        <source>%1 was shut down on %2 and no longer answers: choose %3 instead.</source>
        <translation>%1 已于 %2 停用，不再回答：请改用 %3。</translation>
    </message>
    <message>
        <source>The connection broke before the model&apos;s details arrived.</source>
        <translation>在模型详情到达之前连接已中断。</translation>
    </message>
    <message>
        <source>The server at %1 answered with a web page, not the model API. Check the base URL in Settings → Language Models (for OpenAI-compatible servers it usually ends in /v1).</source>
        <translation>%1 上的服务器返回了一个网页，而不是模型 API。请在“设置 → 语言模型”中检查基础 URL（对于 OpenAI 兼容服务器，它通常以 /v1 结尾）。</translation>
    </message>
    <message>
        <source>a web page instead of the API&apos;s answer</source>
        <translation>一个网页，而不是 API 的回答</translation>
    </message>
    <message>
        <source>a web page (“%1”) instead of the API&apos;s answer</source>
        <translation>一个网页（“%1”），而不是 API 的回答</translation>
    </message>
    <message>
        <source>This API key may not use this model.</source>
        <translation>此 API 密钥无权使用该模型。</translation>
    </message>
    <message>
        <source>This API key may not use the model “%1”.</source>
        <translation>此 API 密钥无权使用模型“%1”。</translation>
    </message>
    <message>
        <source>The server cut the prompt to fit the model&apos;s context window.</source>
        <translation>服务器截断了提示词，使其适应模型的上下文窗口。</translation>
    </message>
    <message>
        <source>The model has been shut down.</source>
        <translation>该模型已停用。</translation>
    </message>
    <message>
        <source>The model “%1” has been shut down.</source>
        <translation>模型“%1”已停用。</translation>
    </message>
    <message>
        <source>The model “%1” was shut down on %2.</source>
        <translation>模型“%1”已于 %2 停用。</translation>
    </message>
    <message>
        <source>Its replacement is %1.</source>
        <translation>其替代模型是 %1。</translation>
    </message>
    <message>
        <source>The answer has no output.</source>
        <translation>回答中没有输出。</translation>
    </message>
</context>
<context>
    <name>Assay::Notebook</name>
    <message>
        <source>idle</source>
        <translation>空闲</translation>
    </message>
    <message>
        <source>queued</source>
        <translation>排队中</translation>
    </message>
    <message>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>stale</source>
        <translation>已过期</translation>
    </message>
    <message>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>unknown cell kind &quot;%1&quot;</source>
        <translation>未知的单元格类型“%1”</translation>
    </message>
    <message>
        <source>a cell has no id</source>
        <translation>某个单元格没有 ID</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid cell name: use letters, digits and underscores, starting with a letter, and not a SQL keyword.</source>
        <translation>“%1”不是有效的单元格名称：请使用字母、数字和下划线，以字母开头，且不能是 SQL 关键字。</translation>
    </message>
    <message>
        <source>The name %1 is used by more than one cell; rename one of them.</source>
        <translation>名称 %1 被多个单元格使用；请重命名其中一个。</translation>
    </message>
    <message>
        <source>Cell %1 has the name of the table it reads; rename it.</source>
        <translation>单元格 %1 与它读取的表同名；请重命名。</translation>
    </message>
    <message>
        <source>These cells read each other in a circle: %1.</source>
        <translation>这些单元格循环读取彼此：%1。</translation>
    </message>
    <message>
        <source>The cell this insight described has been deleted.</source>
        <translation>此洞察所描述的单元格已被删除。</translation>
    </message>
    <message>
        <source>Choose the cell whose result this chart shows.</source>
        <translation>请选择此图表所显示结果的单元格。</translation>
    </message>
    <message>
        <source>The cell this chart showed has been deleted.</source>
        <translation>此图表所显示的单元格已被删除。</translation>
    </message>
    <message>
        <source>A chart can only show the result of a SQL cell.</source>
        <translation>图表只能显示 SQL 单元格的结果。</translation>
    </message>
    <message>
        <source>%1 is defined by more than one cell.</source>
        <translation>%1 由多个单元格定义。</translation>
    </message>
    <message>
        <source>No cell is named %1.</source>
        <translation>没有名为 %1 的单元格。</translation>
    </message>
    <message>
        <source>%1 is neither a cell nor a table in this database.</source>
        <translation>%1 既不是单元格，也不是此数据库中的表。</translation>
    </message>
    <message>
        <source>The SQL is incomplete (an open quote, comment or parenthesis); dependencies follow the last version that parsed.</source>
        <translation>SQL 不完整（有未闭合的引号、注释或括号）；依赖关系沿用上一个可解析的版本。</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>文件为空。</translation>
    </message>
    <message>
        <source>The file is not valid JSON (%1 at byte %2); it may be truncated or damaged.</source>
        <translation>文件不是有效的 JSON（第 %2 字节处：%1）；可能已被截断或损坏。</translation>
    </message>
    <message>
        <source>The file is not an Assay notebook.</source>
        <translation>该文件不是 Assay 笔记本。</translation>
    </message>
    <message>
        <source>The file is not an Assay notebook (no &quot;format&quot;: &quot;%1&quot;).</source>
        <translation>该文件不是 Assay 笔记本（缺少 &quot;format&quot;: &quot;%1&quot;）。</translation>
    </message>
    <message>
        <source>The notebook has no valid format version.</source>
        <translation>笔记本没有有效的格式版本。</translation>
    </message>
    <message>
        <source>The notebook was written by a newer Assay (format %1; this version reads up to %2). Update Assay to open it; the file was not changed.</source>
        <translation>该笔记本由更新版本的 Assay 写入（格式 %1；此版本最多读取 %2）。请更新 Assay 后打开；文件未被更改。</translation>
    </message>
    <message>
        <source>The notebook has no list of cells.</source>
        <translation>笔记本没有单元格列表。</translation>
    </message>
    <message>
        <source>Cell %1 is not an object.</source>
        <translation>单元格 %1 不是对象。</translation>
    </message>
    <message>
        <source>Cell %1: %2.</source>
        <translation>单元格 %1：%2。</translation>
    </message>
    <message>
        <source>Two cells share the id %1.</source>
        <translation>两个单元格共用 ID %1。</translation>
    </message>
    <message>
        <source>Cell %1 has no name.</source>
        <translation>单元格 %1 没有名称。</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>Cannot create the recovery folder %1.</source>
        <translation>无法创建恢复文件夹 %1。</translation>
    </message>
    <message>
        <source>Not a recovery file.</source>
        <translation>不是恢复文件。</translation>
    </message>
    <message>
        <source>Cell %1 is empty.</source>
        <translation>单元格 %1 为空。</translation>
    </message>
    <message>
        <source>Cell %1 holds %2 statements; a cell that other cells read must be a single query.</source>
        <translation>单元格 %1 包含 %2 条语句；被其他单元格读取的单元格必须是单个查询。</translation>
    </message>
    <message>
        <source>Cell %1 is not a query (it begins with %2), so other cells cannot read it.</source>
        <translation>单元格 %1 不是查询（以 %2 开头），因此其他单元格无法读取它。</translation>
    </message>
    <message>
        <source>Only SQL cells run a query.</source>
        <translation>只有 SQL 单元格会运行查询。</translation>
    </message>
    <message>
        <source>Cell %1, which this cell reads, has a problem: %2</source>
        <translation>此单元格读取的单元格 %1 有问题：%2</translation>
    </message>
    <message>
        <source>Not a chart cell.</source>
        <translation>不是图表单元格。</translation>
    </message>
    <message>
        <source>Run %1 first: the chart needs to know its columns.</source>
        <translation>请先运行 %1：图表需要知道其列。</translation>
    </message>
    <message>
        <source>The choices of %1 cannot depend on its own value (:%2).</source>
        <translation>%1 的选项不能依赖它自己的值（:%2）。</translation>
    </message>
    <message>
        <source>:%1 reads a parameter, but %1 is a SQL cell; write FROM %1 to read its rows.</source>
        <translation>:%1 读取的是参数，但 %1 是一个 SQL 单元格；请写 FROM %1 来读取它的行。</translation>
    </message>
    <message>
        <source>No parameter cell defines %1: add one, or give the value when running headless (--param %2=VALUE).</source>
        <translation>没有参数单元格定义 %1：请添加一个，或在无界面运行时给出该值（--param %2=VALUE）。</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Date range</source>
        <translation>日期范围</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number (write it as 1234.5)</source>
        <translation>“%1”不是数字（请写作 1234.5）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a date (write it as 2025-01-31)</source>
        <translation>“%1”不是日期（请写作 2025-01-31）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a date range (write it as 2025-01-01..2025-03-31)</source>
        <translation>“%1”不是日期范围（请写作 2025-01-01..2025-03-31）</translation>
    </message>
    <message>
        <source>it has no value</source>
        <translation>它没有值</translation>
    </message>
    <message>
        <source>a date range needs a start and an end</source>
        <translation>日期范围需要开始和结束</translation>
    </message>
    <message>
        <source>the range starts (%1) after it ends (%2)</source>
        <translation>范围的开始（%1）晚于结束（%2）</translation>
    </message>
    <message>
        <source>no value is chosen; choose at least one</source>
        <translation>没有选择任何值；请至少选择一个</translation>
    </message>
    <message>
        <source>it takes one value, not %1</source>
        <translation>它只接受一个值，而不是 %1 个</translation>
    </message>
    <message>
        <source>it holds %1 values; at most %2 can be bound</source>
        <translation>它包含 %1 个值；最多只能绑定 %2 个</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of its choices (%2)</source>
        <translation>“%1”不在它的选项中（%2）</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 及另外 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>parameter %1 is given twice</source>
        <translation>参数 %1 给出了两次</translation>
    </message>
    <message>
        <source>%1 is a SQL cell, not a parameter</source>
        <translation>%1 是 SQL 单元格，不是参数</translation>
    </message>
    <message>
        <source>no cell uses parameter %1</source>
        <translation>没有单元格使用参数 %1</translation>
    </message>
    <message>
        <source>parameter %1 (%2): %3</source>
        <translation>参数 %1（%2）：%3</translation>
    </message>
    <message>
        <source>no cell uses a parameter called %1</source>
        <translation>没有单元格使用名为 %1 的参数</translation>
    </message>
    <message>
        <source>no cell uses a parameter called %1; the notebook&apos;s parameters are: %2</source>
        <translation>没有单元格使用名为 %1 的参数；笔记本的参数有：%2</translation>
    </message>
    <message>
        <source>cell %1 reads :%2, which no parameter cell defines; give it a value (--param %2=VALUE)</source>
        <translation>单元格 %1 读取 :%2，但没有参数单元格定义它；请给出一个值（--param %2=VALUE）</translation>
    </message>
    <message>
        <source>%1: only a date range has parts, and they are .start and .end.</source>
        <translation>%1：只有日期范围有组成部分，即 .start 和 .end。</translation>
    </message>
    <message>
        <source>No parameter cell defines :%1 and no value was given for it.</source>
        <translation>没有参数单元格定义 :%1，也没有为它给出值。</translation>
    </message>
    <message>
        <source>Parameter %1: %2.</source>
        <translation>参数 %1：%2。</translation>
    </message>
    <message>
        <source>%1: %2 is not a date range.</source>
        <translation>%1：%2 不是日期范围。</translation>
    </message>
    <message>
        <source>%1 holds several values; use it as IN (:%1).</source>
        <translation>%1 包含多个值；请以 IN (:%1) 的形式使用。</translation>
    </message>
    <message>
        <source>Parameter %1 holds %2 values; this database takes at most %3 in one statement.</source>
        <translation>参数 %1 包含 %2 个值；此数据库在一条语句中最多接受 %3 个。</translation>
    </message>
    <message>
        <source>%1 is a date range: use :%1.start and :%1.end, or BETWEEN :%1.</source>
        <translation>%1 是日期范围：请使用 :%1.start 和 :%1.end，或 BETWEEN :%1。</translation>
    </message>
    <message>
        <source>Cell %1, which this cell reads: %2</source>
        <translation>此单元格读取的单元格 %1：%2</translation>
    </message>
    <message>
        <source>Cell %1 holds %2 statements; a cell that reads parameters must be a single statement.</source>
        <translation>单元格 %1 包含 %2 条语句；读取参数的单元格必须只有一条语句。</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>无法创建文件夹 %1。</translation>
    </message>
</context>
<context>
    <name>Assay::Offline</name>
    <message>
        <source>count</source>
        <translation>计数</translation>
    </message>
    <message>
        <source>sum</source>
        <translation>求和</translation>
    </message>
    <message>
        <source>average</source>
        <translation>平均值</translation>
    </message>
    <message>
        <source>maximum</source>
        <translation>最大值</translation>
    </message>
    <message>
        <source>minimum</source>
        <translation>最小值</translation>
    </message>
    <message>
        <source>The offline assistant answers questions about what the data contains; explanations, causes and predictions need a language model (Settings → Language Models). </source>
        <translation>离线助手只回答有关数据内容的问题；解释、原因和预测需要语言模型（设置 → 语言模型）。 </translation>
    </message>
    <message>
        <source>This question needs a comparison across separate sets of rows (not, both, except, compared with an average), which the offline assistant does not attempt. </source>
        <translation>此问题需要在不同的行集合之间进行比较（非、两者都、除了、与平均值比较），离线助手不会尝试此类问题。 </translation>
    </message>
    <message>
        <source>I can compare whole years, quarters or months of one kind (“2023 compared with 2022”), not “%1” with “%2”. </source>
        <translation>我可以比较同一类型的整年、整季度或整月（“2023 年与 2022 年相比”），但不能比较“%1”和“%2”。 </translation>
    </message>
    <message>
        <source>Comparing periods groups by the periods themselves; a different grain as well is beyond the offline assistant. </source>
        <translation>比较时间段时按时间段本身分组；再叠加另一种时间粒度超出了离线助手的能力。 </translation>
    </message>
    <message>
        <source>I found no table, column or stored value of this database in the question. </source>
        <translation>我在问题中没有找到此数据库的任何表、列或存储值。 </translation>
    </message>
    <message>
        <source>I could not tell which column “%1 %2” applies to. </source>
        <translation>我无法判断“%1 %2”指的是哪一列。 </translation>
    </message>
    <message>
        <source>Two values of the same column (%1 and %2) need OR or a set operation, which the offline assistant does not attempt. </source>
        <translation>同一列的两个值（%1 和 %2）需要 OR 或集合运算，离线助手不会尝试。 </translation>
    </message>
    <message>
        <source>by %1</source>
        <translation>按%1</translation>
    </message>
    <message>
        <source>I do not know which column names a row of %1. </source>
        <translation>我不知道 %1 的哪一列是各行的名称。 </translation>
    </message>
    <message>
        <source>measure %1</source>
        <translation>度量 %1</translation>
    </message>
    <message>
        <source>count %1</source>
        <translation>统计 %1 的数量</translation>
    </message>
    <message>
        <source>which %1</source>
        <translation>哪个 %1</translation>
    </message>
    <message>
        <source>%1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>I could not tell which table the question is about. </source>
        <translation>我无法判断问题涉及哪个表。 </translation>
    </message>
    <message>
        <source>“%1” is not a value stored in this database (value search found no exact match). </source>
        <translation>“%1”不是此数据库中存储的值（值搜索未找到完全匹配）。 </translation>
    </message>
    <message>
        <source>“%1” is stored in a column I cannot find in the catalog. </source>
        <translation>“%1”存储在一个我在目录中找不到的列中。 </translation>
    </message>
    <message>
        <source>“%1” in %2</source>
        <translation>%2 中的“%1”</translation>
    </message>
    <message>
        <source>dated by %1</source>
        <translation>以 %1 为日期</translation>
    </message>
    <message>
        <source>The question names a time (“%1”) but I found no date column near %2. </source>
        <translation>问题提到了时间（“%1”），但我在 %2 附近没有找到日期列。 </translation>
    </message>
    <message>
        <source>through %1</source>
        <translation>经由 %1</translation>
    </message>
    <message>
        <source>Comparing periods needs a date column; %1 only has a year. </source>
        <translation>比较时间段需要日期列；%1 只有年份。 </translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 至 %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source> compared with </source>
        <translation> 对比 </translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1 为 %2</translation>
    </message>
    <message>
        <source>count of %1</source>
        <translation>%1 的数量</translation>
    </message>
    <message>
        <source>distinct %1</source>
        <translation>不同的 %1</translation>
    </message>
    <message>
        <source>the row with the %1 %2</source>
        <translation>%2 %1的行</translation>
    </message>
    <message>
        <source>highest</source>
        <translation>最高</translation>
    </message>
    <message>
        <source>lowest</source>
        <translation>最低</translation>
    </message>
    <message>
        <source>count of distinct %1</source>
        <translation>%1 的去重计数</translation>
    </message>
    <message>
        <source>%1 with %2 %3 %4</source>
        <translation>%4 数量 %2 %3 的 %1</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>按 %2 的 %1</translation>
    </message>
    <message>
        <source>with each one&apos;s share of the total</source>
        <translation>并附各项占总计的比例</translation>
    </message>
    <message>
        <source>the %1 one</source>
        <translation>%1的一项</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2 项</translation>
    </message>
    <message>
        <source>top</source>
        <translation>前</translation>
    </message>
    <message>
        <source>bottom</source>
        <translation>后</translation>
    </message>
    <message>
        <source>where %1 = “%2” or below it</source>
        <translation>其中 %1 = “%2”或其下级</translation>
    </message>
    <message>
        <source>where %1 = “%2”</source>
        <translation>其中 %1 = “%2”</translation>
    </message>
    <message>
        <source>where %1 %2 %3</source>
        <translation>其中 %1 %2 %3</translation>
    </message>
    <message>
        <source>I read this as: %1</source>
        <translation>我的理解是：%1</translation>
    </message>
    <message>
        <source>Stopped. Nothing was added to the notebook.</source>
        <translation>已停止。没有向笔记本添加任何内容。</translation>
    </message>
    <message>
        <source>The offline assistant&apos;s query failed: %1</source>
        <translation>离线助手的查询失败：%1</translation>
    </message>
    <message>
        <source>Answered by the offline assistant (no language model).</source>
        <translation>由离线助手回答（未使用语言模型）。</translation>
    </message>
    <message>
        <source>per year of %1</source>
        <translation>按 %1 的年份</translation>
    </message>
    <message>
        <source>per quarter of %1</source>
        <translation>按 %1 的季度</translation>
    </message>
    <message>
        <source>per month of %1</source>
        <translation>按 %1 的月份</translation>
    </message>
    <message>
        <source>per week of %1</source>
        <translation>按 %1 的周</translation>
    </message>
    <message>
        <source>per day of %1</source>
        <translation>按 %1 的日期</translation>
    </message>
    <message>
        <source>per hour of %1</source>
        <translation>按 %1 的小时</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>an aggregate of a column: sum of revenue</comment>
        <translation>第 %1 步，共 %2 步</translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln 行</numerusform>
        </translation>
    </message>
    <message>
        <source>The offline assistant reads questions in English only. Ask in English, or configure a language model (Settings → Language Models), which reads any language. </source>
        <translation>离线助手只能读懂英文问题。请用英文提问，或在“设置 → 语言模型”中配置一个语言模型，它能读懂任何语言。</translation>
    </message>
    <message>
        <source>“%1” looks like a name, but no stored value or column of this database is called that. </source>
        <translation>“%1”看起来像一个名称，但这个数据库中没有叫这个名字的存储值或列。</translation>
    </message>
    <message>
        <source>The question names %1, but my reading does not use it. </source>
        <translation>问题提到了 %1，但我的理解没有用到它。</translation>
    </message>
    <message>
        <source>I found no figure in this database for the average to apply to. </source>
        <translation>我在这个数据库中没有找到可以求平均值的指标。</translation>
    </message>
    <message>
        <source>I found no figure in this database for the total to apply to. </source>
        <translation>我在这个数据库中没有找到可以求总和的指标。</translation>
    </message>
    <message>
        <source>Counting how often something happened (“%1”) needs a grouping I could not place. </source>
        <translation>统计某事发生的次数（“%1”）需要一种我无法确定的分组。</translation>
    </message>
    <message>
        <source>The best one within each group needs a ranking inside groups, which the offline assistant does not attempt. </source>
        <translation>找出每组中最好的一个需要在组内排名，离线助手不做这种尝试。</translation>
    </message>
    <message>
        <source>I do not know what “%1” counts in this database. </source>
        <translation>我不知道“%1”在这个数据库中统计的是什么。</translation>
    </message>
    <message>
        <source>I could not tell what “%1” refers to. </source>
        <translation>我无法判断“%1”指的是什么。</translation>
    </message>
    <message>
        <source>Conditions joined by “or” need OR, which the offline assistant does not attempt. </source>
        <translation>用“或”连接的条件需要 OR，离线助手不尝试这类查询。</translation>
    </message>
    <message>
        <source>where %1 is any of “%2”</source>
        <translation>其中 %1 为“%2”之一</translation>
    </message>
    <message>
        <source>I could not tell how %1 relate to %2: no single key links them. </source>
        <translation>无法判断 %1 与 %2 的关系：没有唯一的键将它们连接起来。</translation>
    </message>
    <message>
        <source>I could not read “%1” as a value not wanted or as rows without another table&apos;s rows; other comparisons of separate sets of rows are beyond the offline assistant. </source>
        <translation>无法将“%1”理解为要排除的值，或理解为没有另一张表对应行的行；其他跨不同行集合的比较超出了离线助手的能力。</translation>
    </message>
    <message>
        <source>%1 refers to another table; which of its values are not used needs a comparison of separate sets, which the offline assistant does not attempt. </source>
        <translation>%1 引用另一张表；找出其中未被使用的值需要比较不同的集合，离线助手不会尝试。</translation>
    </message>
    <message>
        <source>where %1 is neither “%2” nor below it</source>
        <translation>其中 %1 既不是“%2”也不在其下级</translation>
    </message>
    <message>
        <source>where %1 is not “%2”</source>
        <translation>其中 %1 不是“%2”</translation>
    </message>
    <message>
        <source>where %1 %2 its average over all of %3</source>
        <translation>其中 %1 %2 其在整个 %3 上的平均值</translation>
    </message>
    <message>
        <source>with no %1 (no row of %2 refers to it)</source>
        <translation>没有 %1（%2 中没有行引用它）</translation>
    </message>
    <message>
        <source>I could not tell what “average %1” is the average of. </source>
        <translation>无法判断“average %1”是什么的平均值。</translation>
    </message>
    <message>
        <source>I could not tell which column “%1 average” applies to. </source>
        <translation>无法判断“%1 average”适用于哪一列。</translation>
    </message>
    <message>
        <source>Each row of %1 has one %2, so none has all of “%3”. </source>
        <translation>%1 的每一行只有一个 %2，因此没有一行同时具有“%3”。</translation>
    </message>
    <message>
        <source>I can list or count the rows that have all of “%1”, but not together with the question&apos;s other parts. </source>
        <translation>我可以列出或统计同时具有“%1”的行，但不能与问题的其他部分一起处理。</translation>
    </message>
    <message>
        <source>I could not read “%1” as values of one column that are all wanted or any of which will do; other comparisons of separate sets of rows are beyond the offline assistant. </source>
        <translation>我无法把“%1”理解为同一列中全部需要或任一即可的值；其他跨不同行集合的比较超出了离线助手的能力。</translation>
    </message>
    <message>
        <source>with rows where %1 is each of “%2”</source>
        <translation>存在 %1 分别为“%2”的行</translation>
    </message>
    <message>
        <source>where %1 is any of %2</source>
        <translation>其中 %1 为 %2 之一</translation>
    </message>
    <message>
        <source>The question names several times (“%1”, “%2”) not joined by “or”; the offline assistant reads one time, any of several, or whole periods compared. </source>
        <translation>问题提到了多个时间（“%1”、“%2”），但它们不是用“或”连接的；离线助手只能理解一个时间、多个时间中的任意一个，或整段时间的对比。</translation>
    </message>
    <message>
        <source> or </source>
        <translation> 或 </translation>
    </message>
    <message>
        <source>before %1</source>
        <translation>%1 之前</translation>
    </message>
    <message>
        <source>I could not tell which column the question sorts by. </source>
        <translation>我无法判断问题要按哪一列排序。</translation>
    </message>
    <message>
        <source>I could not tell which column “%1” ranks by. </source>
        <translation>我无法判断“%1”是按哪一列排序的。</translation>
    </message>
    <message>
        <source>I could not tell which figure the %1 applies to. </source>
        <translation>我无法判断%1指的是哪个数值。</translation>
    </message>
    <message>
        <source>the number of %1</source>
        <translation>%1 的数量</translation>
    </message>
    <message>
        <source>I could not place these words in the data: %1; answering without them could answer another question. </source>
        <translation>我无法在数据中对应这些词：%1；忽略它们作答可能会回答另一个问题。</translation>
    </message>
    <message>
        <source>I read the rest as: %1. </source>
        <translation>其余部分我理解为：%1。</translation>
    </message>
    <message>
        <source>answer without %1</source>
        <translation>忽略 %1 作答</translation>
    </message>
    <message>
        <source>%1 (showing %2)</source>
        <translation>%1（显示 %2）</translation>
    </message>
    <message>
        <source>list %1</source>
        <translation>列出 %1</translation>
    </message>
    <message>
        <source>I could not tell which column “%1” means: %2. </source>
        <translation>我无法判断“%1”指的是哪一列：%2。</translation>
    </message>
    <message>
        <source>I recognised: %1. </source>
        <translation>我识别出：%1。</translation>
    </message>
    <message>
        <source>A change from the previous period needs a figure over time by a period, e.g. “revenue growth by year”. </source>
        <translation>与上一期的变化需要一个按时间周期划分的指标，例如“按年的收入增长”。</translation>
    </message>
    <message>
        <source>with the change from the previous day</source>
        <translation>以及与前一天相比的变化</translation>
    </message>
    <message>
        <source>with the change from the previous week</source>
        <translation>以及与上周相比的变化</translation>
    </message>
    <message>
        <source>with the change from the previous month</source>
        <translation>以及与上月相比的变化</translation>
    </message>
    <message>
        <source>with the change from the previous quarter</source>
        <translation>以及与上季度相比的变化</translation>
    </message>
    <message>
        <source>with the change from the previous year</source>
        <translation>以及与上一年相比的变化</translation>
    </message>
    <message>
        <source>with the change from the previous period</source>
        <translation>以及与上一期相比的变化</translation>
    </message>
    <message>
        <source>Each row of %1 has one %2, so one that is “%3” is never “%4”: ask for “%3” alone. </source>
        <translation>%1 的每一行只有一个 %2，因此是“%3”的行绝不会是“%4”：请只询问“%3”。</translation>
    </message>
    <message>
        <source>and none where it is “%1”</source>
        <translation>且没有为“%1”的行</translation>
    </message>
    <message>
        <source>%1 per %2 (on average)</source>
        <translation>每个 %2 的 %1（平均）</translation>
    </message>
    <message>
        <source>I can answer counts and lists, a measure by a dimension, over time with a grain, top or bottom N, filters on stored values and time ranges, comparisons of stored values, shares, superlatives, how often something happened, averages per entity, ratios of two figures and distinct values.</source>
        <translation>我可以回答：计数和列表、按维度的度量、按时间粒度的变化、前 N 项或后 N 项、按存储值和时间范围筛选、存储值之间的比较、占比、最高或最低项、某事发生的次数、每个实体的平均值、两个度量之比以及去重值。</translation>
    </message>
    <message>
        <source>%1 and %2 are figures of different tables; dividing one total by the other needs each summed over its own rows, which the offline assistant does not attempt yet. </source>
        <translation>%1 和 %2 是不同表中的度量；用一个总和除以另一个需要各自在自己的行上求和，离线助手暂不尝试。</translation>
    </message>
    <message>
        <source>I could not tell how the %1 applies to a ratio of two totals. </source>
        <translation>我无法判断 %1 如何作用于两个总和之比。</translation>
    </message>
    <message>
        <source>divided by %1</source>
        <translation>除以 %1</translation>
    </message>
    <message>
        <source>sum of %1 as a percentage of sum of %2</source>
        <translation>%1 之和占 %2 之和的百分比</translation>
    </message>
    <message>
        <source>sum of %1 divided by sum of %2</source>
        <translation>%1 之和除以 %2 之和</translation>
    </message>
    <message>
        <source>A rate or ratio (“%1”) divides one figure by another; I could not tell which two. I divide two totals of one table, asked as “the ratio of X to Y” or “X per Y”. </source>
        <translation>比率或比例（“%1”）是用一个度量除以另一个度量；我无法判断是哪两个。我可以计算同一张表中两个总和之比，请这样提问：“X 与 Y 的比率”或“每 Y 的 X”。</translation>
    </message>
    <message>
        <source>Listing %1 would only show “%2” again on every row. </source>
        <translation>列出 %1 只会在每一行重复显示“%2”。</translation>
    </message>
    <message>
        <source>Joined to %1, each row of %2 would count once for every one of its rows there, so the %3 of %4 would be wrong. </source>
        <translation>与 %1 连接后，%2 的每一行会按其在那里的每一行各计一次，因此 %4 的%3会出错。</translation>
    </message>
    <message>
        <source>“%1” asks to change the data; the assistant only reads it, and answering with what the change would touch would answer another question. To change data, write the statement in a SQL cell: the notebook shows it and asks before running anything that writes. </source>
        <translation>“%1”要求修改数据；助手只读取数据，用修改会涉及的内容来回答就等于回答了另一个问题。要修改数据，请在 SQL 单元格中写出语句：笔记本会显示它，并在运行任何写入操作之前先询问。</translation>
    </message>
    <message>
        <source>I could not tell what makes one “%1”: name the figure to rank by (for example “by revenue” or “by quantity sold”). </source>
        <translation>我无法判断什么算作“%1”：请说出用来排名的指标（例如“按收入”或“按销量”）。</translation>
    </message>
    <message>
        <source>Counted for each row of %1, every count would be 1, so a highest one would pick nothing: name the figure to rank by (for example “by revenue” or “by quantity sold”). </source>
        <translation>按 %1 的每一行计数，每个计数都是 1，取最高值将选不出任何东西：请说出用来排名的指标（例如“按收入”或“按销量”）。</translation>
    </message>
    <message>
        <source>“Where” asks for a place, and %1 has no column that holds one. </source>
        <translation>“哪里”问的是地点，而 %1 没有保存地点的列。</translation>
    </message>
    <message>
        <source>“When” asks for a time, and I could not tell which date of %1 it means. </source>
        <translation>“何时”问的是时间，但我无法判断指的是 %1 的哪个日期。</translation>
    </message>
    <message>
        <source>Counted for each row of %1, every count would be 1: name what groups them (for example “cities with more than 2 employees”). </source>
        <translation>按 %1 的每一行计数，每个计数都是 1：请说出按什么分组（例如“员工超过 2 人的城市”）。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a year column and an open time: Year_of_Founded after 2008</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>A share of the rows a condition keeps needs the whole to divide by, which the offline assistant does not compute; ask for the count by the condition&apos;s column (for example “countries by continent”) to see each part&apos;s share. </source>
        <translation>条件筛选出的行所占的份额需要用整体作除数，离线助手不计算这一点；请按条件所在的列计数（例如“按大洲统计国家”），即可看到每一部分的份额。</translation>
    </message>
    <message>
        <source>%1 = “%2”</source>
        <translation>%1 = “%2”</translation>
    </message>
    <message>
        <source>with no row of %1 where %2 referring to it</source>
        <translation>没有任何 %2 的 %1 行指向它</translation>
    </message>
    <message>
        <source> and </source>
        <translation> 且 </translation>
    </message>
    <message>
        <source>I could not tell whose “%1” the question asks for. </source>
        <translation>我无法判断问题要的是哪张表的“%1”。</translation>
    </message>
    <message>
        <source>The figure I found for each %1 is %1 itself, so I could not tell which figure the question asks for. </source>
        <translation>我为每个 %1 找到的数值就是 %1 本身，因此无法判断问题要的是哪个数值。</translation>
    </message>
    <message>
        <source>I could not tell which column the selected %1 (now “%2”) filters; name the column, or write the value. </source>
        <translation>我无法判断所选的 %1（当前为“%2”）筛选的是哪一列；请说出列名，或直接写出该值。</translation>
    </message>
    <message>
        <source>By “%1” do you mean %2?</source>
        <translation>“%1”是指 %2 吗？</translation>
    </message>
    <message>
        <source>I could not tell what “%1” is said of: name the figure (for example “revenue” or “the number of orders”). </source>
        <translation>我无法判断“%1”指的是什么：请说明指标（例如“收入”或“订单数量”）。</translation>
    </message>
    <message>
        <source>A change between two periods of a ratio or of an average per entity is beyond the offline assistant; ask for the figure itself in each period. </source>
        <translation>离线助手无法计算比率或每个实体平均值在两个时期之间的变化；请分别询问每个时期的指标本身。</translation>
    </message>
    <message>
        <source>“%1” read as “%2”</source>
        <translation>“%1”按“%2”理解</translation>
    </message>
    <message>
        <source>the change in %1 from %2 to %3</source>
        <translation>%1 从 %2 到 %3 的变化</translation>
    </message>
    <message>
        <source>ranked by the rise in percent</source>
        <translation>按增长百分比排序</translation>
    </message>
    <message>
        <source>ranked by the fall in percent</source>
        <translation>按下降百分比排序</translation>
    </message>
    <message>
        <source>ranked by the rise</source>
        <translation>按增长排序</translation>
    </message>
    <message>
        <source>ranked by the fall</source>
        <translation>按下降排序</translation>
    </message>
    <message>
        <source>rows of %1 per 100 rows of %2</source>
        <translation>每 100 行 %2 中 %1 的行数</translation>
    </message>
</context>
<context>
    <name>Assay::Sample</name>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>The sample database schema is missing from the application&apos;s resources.</source>
        <translation>应用程序资源中缺少示例数据库的模式。</translation>
    </message>
    <message>
        <source>Cannot create %1: %2</source>
        <translation>无法创建 %1：%2</translation>
    </message>
    <message>
        <source>The sample schema does not load: %1</source>
        <translation>无法加载示例模式：%1</translation>
    </message>
    <message>
        <source>Cannot finish writing %1.</source>
        <translation>无法完成写入 %1。</translation>
    </message>
    <message>
        <source>Cannot move the sample database into place at %1.</source>
        <translation>无法将示例数据库移动到 %1。</translation>
    </message>
</context>
<context>
    <name>Assay::Schema</name>
    <message>
        <source>each %1 row has many %2 rows</source>
        <translation>每个 %1 行对应多个 %2 行</translation>
    </message>
    <message>
        <source>%1 and %2 rows with the same key</source>
        <translation>键相同的 %1 行和 %2 行</translation>
    </message>
    <message>
        <source>each %1 row has one %2 row</source>
        <translation>每个 %1 行对应一个 %2 行</translation>
    </message>
    <message>
        <source>, or none (kept)</source>
        <translation>，或没有（保留）</translation>
    </message>
    <message>
        <source>%1 and %2 are joined on their shared reference to %3.</source>
        <translation>%1 和 %2 通过共同引用的 %3 进行连接。</translation>
    </message>
    <message>
        <source>%1 and %2 are linked through %3 (many-to-many).</source>
        <translation>%1 和 %2 通过 %3 关联（多对多）。</translation>
    </message>
    <message>
        <source>%1 is a lookup table, joined for %2.</source>
        <translation>%1 是查找表，为 %2 而连接。</translation>
    </message>
    <message>
        <source>There is no table %1.</source>
        <translation>没有表 %1。</translation>
    </message>
    <message>
        <source>No tables to join.</source>
        <translation>没有可连接的表。</translation>
    </message>
    <message>
        <source>%1.%2 and %3.%2 share a name, but no key links them</source>
        <translation>%1.%2 与 %3.%2 同名，但没有键将它们关联</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %2 connect only through %n table(s) in between (%3); plans stop at %4.</source>
        <translation>
            <numerusform>%1 与 %2 只能通过中间的 %n 个表连接（%3）；规划上限为 %4。</numerusform>
        </translation>
    </message>
    <message>
        <source>No join of %1 keeps every constraint (a lookup table connecting two others, a role the keys do not give, a many-to-many link skipped).</source>
        <translation>%1 的所有连接方式都无法满足全部约束（查找表连接另外两个表、键未提供的角色、跳过了多对多关联）。</translation>
    </message>
    <message>
        <source>These tables do not connect: no chain of keys links %1 to %2.</source>
        <translation>这些表之间没有连接：没有任何键链将 %1 关联到 %2。</translation>
    </message>
    <message>
        <source>No table near them shares a column name with %1 either.</source>
        <translation>附近也没有与 %1 共享列名的表。</translation>
    </message>
    <message>
        <source>Nearest candidates: %1.</source>
        <translation>最接近的候选：%1。</translation>
    </message>
    <message>
        <source>%1 as %2</source>
        <translation>%1 作为 %2</translation>
    </message>
    <message>
        <source> (%1 is %2 as %3)</source>
        <translation>（%1 是作为 %3 的 %2）</translation>
    </message>
    <message>
        <source>, over a relationship no key declares</source>
        <translation>，通过未由键声明的关系</translation>
    </message>
    <message>
        <source>%1 to %2 when there is one, on %3</source>
        <translation>%1 到 %2（如果存在），条件为 %3</translation>
    </message>
    <message>
        <source>%1 to %2 on %3</source>
        <translation>%1 到 %2，条件为 %3</translation>
    </message>
    <message>
        <source>through %1</source>
        <translation>经由 %1</translation>
    </message>
    <message>
        <source>%1 is a kind of %2 (its key is a %2 key): one %2 row for each %1 row.</source>
        <translation>%1 是 %2 的一种（其键是 %2 的键）：每个 %1 行对应一个 %2 行。</translation>
    </message>
    <message>
        <source>Through %1</source>
        <translation>经由 %1</translation>
    </message>
    <message>
        <source>On %1</source>
        <translation>基于 %1</translation>
    </message>
    <message>
        <source>No key gives %1 the role %2; the alias only names it.</source>
        <translation>没有键赋予 %1 角色 %2；别名只是为其命名。</translation>
    </message>
    <message>
        <source>The join search stopped after %1 steps without a plan; name fewer tables, or the tables that connect them.</source>
        <translation>连接搜索在 %1 步后停止，未找到方案；请指定更少的表，或指定连接它们的表。</translation>
    </message>
    <message>
        <source>No join keeps every pattern here: a lookup table connects two others, or two subtypes share a parent row.</source>
        <translation>此处没有能满足所有模式的连接：查找表连接了另外两个表，或两个子类型共享同一父行。</translation>
    </message>
    <message>
        <source>No join gives every table the role asked for; the roles were dropped.</source>
        <translation>没有连接能为每个表赋予所要求的角色；已放弃这些角色。</translation>
    </message>
    <message>
        <source>The join search stopped after %1 steps; this is the best plan found within that limit.</source>
        <translation>连接搜索在 %1 步后停止；这是在该限制内找到的最佳方案。</translation>
    </message>
    <message>
        <source>%1 is a lookup table: it is joined once for each table that uses it.</source>
        <translation>%1 是查找表：每个使用它的表都会连接它一次。</translation>
    </message>
    <message>
        <source>%1 is not a lookup table.</source>
        <translation>%1 不是查找表。</translation>
    </message>
    <message>
        <source>%1 links two tables many-to-many.</source>
        <translation>%1 以多对多方式关联两个表。</translation>
    </message>
    <message>
        <source>%1 is not a many-to-many link table.</source>
        <translation>%1 不是多对多关联表。</translation>
    </message>
    <message>
        <source>Tables near them share only names that many tables have with %1 (%2).</source>
        <translation>附近的表与 %1 只共享许多表都有的列名（%2）。</translation>
    </message>
</context>
<context>
    <name>Assay::Security</name>
    <message>
        <source>%1 is used as a whole row, which would read columns the connection&apos;s privacy settings hide from the assistant; name the columns instead.</source>
        <translation>%1 被作为整行使用，这会读取此连接的隐私设置对助手隐藏的列；请改为写出具体的列。</translation>
    </message>
    <message>
        <source>The assistant may not query %1 (the connection&apos;s privacy settings hide it).</source>
        <translation>助手不得查询 %1（此连接的隐私设置隐藏了它）。</translation>
    </message>
    <message>
        <source>The assistant may not read %1.%2 (hidden by the connection&apos;s privacy settings).</source>
        <translation>助手不得读取 %1.%2（已被此连接的隐私设置隐藏）。</translation>
    </message>
    <message>
        <source>There is no SQL statement to run.</source>
        <translation>没有可运行的 SQL 语句。</translation>
    </message>
    <message>
        <source>Only one statement may run at a time; this text holds %1.</source>
        <translation>一次只能运行一条语句；此文本包含 %1 条。</translation>
    </message>
    <message>
        <source>Only a query (SELECT or WITH) may run.</source>
        <translation>只能运行查询（SELECT 或 WITH）。</translation>
    </message>
    <message>
        <source>Only a query (SELECT or WITH) may run; this statement begins with %1.</source>
        <translation>只能运行查询（SELECT 或 WITH）；此语句以 %1 开头。</translation>
    </message>
    <message>
        <source>The statement has an unterminated string, identifier or comment.</source>
        <translation>该语句包含未结束的字符串、标识符或注释。</translation>
    </message>
    <message>
        <source>A query may not contain %1: it would change data, lock rows or act outside the query.</source>
        <translation>查询中不得包含 %1：它会更改数据、锁定行或在查询之外产生作用。</translation>
    </message>
    <message>
        <source>A query may not lock rows (FOR SHARE).</source>
        <translation>查询不得锁定行（FOR SHARE）。</translation>
    </message>
    <message>
        <source>A query may not call %1(): it acts on the server, its files or other sessions.</source>
        <translation>查询不得调用 %1()：它会作用于服务器、服务器上的文件或其他会话。</translation>
    </message>
    <message>
        <source>a table</source>
        <translation>某个表</translation>
    </message>
    <message>
        <source>changes a server setting for every session (SET %1)</source>
        <translation>更改对所有会话生效的服务器设置（SET %1）</translation>
    </message>
    <message>
        <source>changes a password (SET PASSWORD)</source>
        <translation>更改密码（SET PASSWORD）</translation>
    </message>
    <message>
        <source>changes a user&apos;s default roles (SET DEFAULT ROLE)</source>
        <translation>更改用户的默认角色（SET DEFAULT ROLE）</translation>
    </message>
    <message>
        <source>calls %1(), which acts on the server, its files or other sessions</source>
        <translation>调用 %1()，它会作用于服务器、服务器上的文件或其他会话</translation>
    </message>
    <message>
        <source>writes data through a WITH query (%1)</source>
        <translation>通过 WITH 查询写入数据（%1）</translation>
    </message>
    <message>
        <source>writes the result into a table or file (SELECT … INTO)</source>
        <translation>将结果写入表或文件（SELECT … INTO）</translation>
    </message>
    <message>
        <source>changes a database setting (PRAGMA)</source>
        <translation>更改数据库设置（PRAGMA）</translation>
    </message>
    <message>
        <source>runs a write to measure it (EXPLAIN ANALYZE)</source>
        <translation>为了测量而实际执行写入（EXPLAIN ANALYZE）</translation>
    </message>
    <message>
        <source>adds rows to %1</source>
        <translation>向 %1 添加行</translation>
    </message>
    <message>
        <source>changes rows in %1</source>
        <translation>修改 %1 中的行</translation>
    </message>
    <message>
        <source>changes every row of %1</source>
        <translation>修改 %1 的每一行</translation>
    </message>
    <message>
        <source>deletes rows from %1</source>
        <translation>从 %1 删除行</translation>
    </message>
    <message>
        <source>deletes every row of %1</source>
        <translation>删除 %1 的每一行</translation>
    </message>
    <message>
        <source>drops %1 %2</source>
        <translation>删除 %1 %2</translation>
    </message>
    <message>
        <source>creates %1 %2</source>
        <translation>创建 %1 %2</translation>
    </message>
    <message>
        <source>alters %1 %2</source>
        <translation>修改 %1 %2</translation>
    </message>
    <message>
        <source>runs %1, which may change the database</source>
        <translation>运行 %1，这可能会更改数据库</translation>
    </message>
    <message>
        <source>a statement</source>
        <translation>一条语句</translation>
    </message>
    <message>
        <source>SELECT * would read a column of %1 that is hidden from the assistant; name the columns instead.</source>
        <translation>SELECT * 会读取 %1 中对助手隐藏的列；请改为写出具体的列。</translation>
    </message>
    <message numerus="yes">
        <source>The privacy settings name %1, which this database does not have; nothing is hidden by %n such entry(s). Check the spelling under Connect → Privacy….</source>
        <translation>
            <numerusform>隐私设置中列出的 %1 在此数据库中不存在；这 %n 个条目不会隐藏任何内容。请在“连接 → 隐私…”中检查拼写。</numerusform>
        </translation>
    </message>
    <message>
        <source>A query may not contain comments that MySQL runs (/*! ... */).</source>
        <translation>查询中不得包含 MySQL 会执行的注释（/*! ... */）。</translation>
    </message>
</context>
<context>
    <name>Assay::Ui</name>
    <message>
        <source>%1 by %2</source>
        <translation>按 %2 的 %1</translation>
    </message>
    <message>
        <source>The chart query returned no measures.</source>
        <translation>图表查询没有返回度量。</translation>
    </message>
    <message>
        <source>This chart is shown as a table.</source>
        <translation>此图表以表格形式显示。</translation>
    </message>
    <message>
        <source>Only the first %1 rows of the chart query are drawn.</source>
        <translation>仅绘制图表查询的前 %1 行。</translation>
    </message>
    <message>
        <source>The query returned no rows to draw.</source>
        <translation>查询没有返回可绘制的行。</translation>
    </message>
    <message>
        <source>No forecast: the x axis is not time.</source>
        <translation>无预测：X 轴不是时间。</translation>
    </message>
    <message>
        <source>Forecasts are drawn for the first %1 lines only.</source>
        <translation>仅为前 %1 条线绘制预测。</translation>
    </message>
    <message>
        <source>%1 interval</source>
        <translation>%1 区间</translation>
    </message>
    <message>
        <source>%1 forecast</source>
        <translation>%1 预测</translation>
    </message>
    <message>
        <source>forecast (95% interval)</source>
        <translation>预测（95% 区间）</translation>
    </message>
    <message>
        <source>Long series are drawn from the points that matter at this width (min/max per pixel column).</source>
        <translation>长序列仅绘制在此宽度下重要的点（每个像素列的最小值/最大值）。</translation>
    </message>
    <message>
        <source>There is nothing to draw.</source>
        <translation>没有可绘制的内容。</translation>
    </message>
    <message>
        <source>Drawn by Assay</source>
        <translation>由 Assay 绘制</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>CSV, UTF-8 (*.csv)</source>
        <translation>CSV，UTF-8 (*.csv)</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Excel 工作簿 (*.xlsx)</translation>
    </message>
    <message>
        <source>Tab-separated values (*.tsv)</source>
        <translation>制表符分隔值 (*.tsv)</translation>
    </message>
    <message>
        <source>Export Data</source>
        <translation>导出数据</translation>
    </message>
    <message>
        <source>There is no result to export yet: run the query first.</source>
        <translation>还没有可导出的结果：请先运行查询。</translation>
    </message>
    <message>
        <source>The query is still running; export its result when it has finished.</source>
        <translation>查询仍在运行；请在完成后再导出结果。</translation>
    </message>
    <message>
        <source>The file gets the %1 rows shown: the query stopped at its row limit. File → Export → Current Cell&apos;s Data runs the cell&apos;s query again and writes every row.</source>
        <translation>文件只包含显示的 %1 行：查询在行数上限处停止。“文件 → 导出 → 当前单元格的数据”会重新运行该单元格的查询并写出所有行。</translation>
    </message>
    <message>
        <source>Select a SQL or chart cell to export its data.</source>
        <translation>请选择一个 SQL 或图表单元格以导出其数据。</translation>
    </message>
    <message>
        <source>Connect to the database to export this cell&apos;s data.</source>
        <translation>请连接数据库以导出此单元格的数据。</translation>
    </message>
    <message>
        <source>A report is being exported already.</source>
        <translation>已有报告正在导出。</translation>
    </message>
    <message>
        <source>Report written to %1.</source>
        <translation>报告已写入 %1。</translation>
    </message>
    <message>
        <source>Print Preview — %1</source>
        <translation>打印预览 — %1</translation>
    </message>
    <message>
        <source>Run the chart&apos;s cell before exporting it.</source>
        <translation>导出前请先运行图表所在的单元格。</translation>
    </message>
    <message>
        <source>Chart written to %1.</source>
        <translation>图表已写入 %1。</translation>
    </message>
    <message>
        <source>Exporting to %1…</source>
        <translation>正在导出到 %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>%1 of %2 rows written…</source>
        <translation>已写入 %1 / %2 行…</translation>
    </message>
    <message>
        <source>Export cancelled; nothing was written.</source>
        <translation>导出已取消；未写入任何内容。</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Report…</source>
        <translation>报告(&amp;R)…</translation>
    </message>
    <message>
        <source>The notebook as an HTML, PDF, Markdown or Jupyter file</source>
        <translation>将笔记本导出为 HTML、PDF、Markdown 或 Jupyter 文件</translation>
    </message>
    <message>
        <source>As &amp;Jupyter Notebook…</source>
        <translation>导出为 &amp;Jupyter 笔记本…</translation>
    </message>
    <message>
        <source>Current Cell&apos;s &amp;Data…</source>
        <translation>当前单元格的数据(&amp;D)…</translation>
    </message>
    <message>
        <source>Current &amp;Chart…</source>
        <translation>当前图表(&amp;C)…</translation>
    </message>
    <message>
        <source>Select a chart cell to export its chart.</source>
        <translation>请选择一个图表单元格以导出其图表。</translation>
    </message>
    <message>
        <source>&amp;Print Report…</source>
        <translation>打印报告(&amp;P)…</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>打印预览(&amp;V)…</translation>
    </message>
    <message>
        <source>Export Chart…</source>
        <translation>导出图表…</translation>
    </message>
    <message>
        <source>Copy Chart</source>
        <translation>复制图表</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Export Data…</source>
        <translation>导出数据…</translation>
    </message>
    <message>
        <source>No chart to show.</source>
        <translation>没有可显示的图表。</translation>
    </message>
    <message>
        <source>From %1.</source>
        <translation>来自 %1。</translation>
    </message>
    <message>
        <source> · data hash %1</source>
        <translation> · 数据哈希 %1</translation>
    </message>
    <message>
        <source>Data source: %1</source>
        <translation>数据源：%1</translation>
    </message>
    <message>
        <source>Run: %1</source>
        <translation>运行于：%1</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>未运行</translation>
    </message>
    <message>
        <source>Report written: %1 by %2</source>
        <translation>报告生成：%1，由 %2</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>错误：%1</translation>
    </message>
    <message>
        <source>This cell has not run.</source>
        <translation>此单元格尚未运行。</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <source>Cannot lay out the report for %1.</source>
        <translation>无法为 %1 排版报告。</translation>
    </message>
    <message>
        <source>Add cell %1</source>
        <translation>添加单元格 %1</translation>
    </message>
    <message>
        <source>Delete cell %1</source>
        <translation>删除单元格 %1</translation>
    </message>
    <message>
        <source>Move cell</source>
        <translation>移动单元格</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>编辑 %1</translation>
    </message>
    <message>
        <source>Rename %1 to %2</source>
        <translation>将 %1 重命名为 %2</translation>
    </message>
    <message>
        <source>Change chart</source>
        <translation>更改图表</translation>
    </message>
    <message>
        <source>Change chart source</source>
        <translation>更改图表数据源</translation>
    </message>
    <message>
        <source>Other (the categories past the top %1) is %2 times the largest bar shown, so the bars beside it are hard to compare; show more categories or leave Other out.</source>
        <translation>“其他”（前 %1 个之后的类别）是所显示最大柱的 %2 倍，因此旁边的柱子难以比较；请显示更多类别，或省略“其他”。</translation>
    </message>
    <message>
        <source>Choose where to save the file.</source>
        <translation>请选择文件的保存位置。</translation>
    </message>
    <message>
        <source>%1 is a folder; add a file name.</source>
        <translation>%1 是文件夹；请添加文件名。</translation>
    </message>
    <message>
        <source>%1 cannot be written to; choose another folder.</source>
        <translation>无法写入 %1；请选择其他文件夹。</translation>
    </message>
    <message>
        <source>The folder %1 does not exist yet; Export creates it.</source>
        <translation>文件夹 %1 尚不存在；导出时会创建它。</translation>
    </message>
    <message>
        <source>The folder %1 could not be created; choose another.</source>
        <translation>无法创建文件夹 %1；请选择其他文件夹。</translation>
    </message>
    <message>
        <source>Files cannot be written in %1 (%2); choose another folder.</source>
        <translation>无法在 %1 中写入文件（%2）；请选择其他文件夹。</translation>
    </message>
    <message>
        <source>This chart has not been drawn: its cell has not run.</source>
        <translation>此图表尚未绘制：其单元格尚未运行。</translation>
    </message>
    <message>
        <source>Parameters: %1</source>
        <translation>参数：%1</translation>
    </message>
    <message>
        <source>Change parameter %1</source>
        <translation>更改参数 %1</translation>
    </message>
    <message>
        <source>Set %1</source>
        <translation>设置 %1</translation>
    </message>
    <message>
        <source>%1 by %2 and %3</source>
        <translation>按 %2 和 %3 的 %1</translation>
    </message>
    <message>
        <source>Gaps in the lines are periods without rows.</source>
        <translation>折线中的空缺是没有数据行的时期。</translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s) written…</source>
        <translation>
            <numerusform>已写入 %Ln 行…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %Ln row(s) to %1. %2</source>
        <translation>
            <numerusform>已将 %Ln 行导出到 %1。%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %Ln row(s) to %1.</source>
        <translation>
            <numerusform>已将 %Ln 行导出到 %1。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Assay::Verified</name>
    <message>
        <source>The answer ran no query.</source>
        <translation>该回答没有运行任何查询。</translation>
    </message>
    <message>
        <source>The answer&apos;s query did not run, so it cannot be verified: %1</source>
        <translation>该回答的查询未能运行，因此无法验证：%1</translation>
    </message>
    <message>
        <source>Stopped before the question was answered.</source>
        <translation>在回答问题之前已停止。</translation>
    </message>
    <message>
        <source>The assistant gave no answer.</source>
        <translation>助手没有给出回答。</translation>
    </message>
    <message>
        <source>The verified query does not run either: %1</source>
        <translation>已验证的查询也无法运行：%1</translation>
    </message>
    <message>
        <source>The assistant&apos;s query fails: %1</source>
        <translation>助手的查询失败：%1</translation>
    </message>
    <message numerus="yes">
        <source>The data changed since the answer was verified: the verified query now returns %n row(s).</source>
        <translation>
            <numerusform>自回答被验证以来数据已变化：已验证的查询现在返回 %n 行。</numerusform>
        </translation>
    </message>
    <message>
        <source>The verified query no longer runs: %1</source>
        <translation>已验证的查询已无法运行：%1</translation>
    </message>
    <message>
        <source>Not checked yet</source>
        <translation>尚未检查</translation>
    </message>
    <message>
        <source>Same result</source>
        <translation>结果相同</translation>
    </message>
    <message>
        <source>Different result</source>
        <translation>结果不同</translation>
    </message>
    <message>
        <source>No longer answerable</source>
        <translation>已无法回答</translation>
    </message>
</context>
<context>
    <name>ChartExport</name>
    <message>
        <source>Cannot draw the chart: %1</source>
        <translation>无法绘制图表：%1</translation>
    </message>
</context>
<context>
    <name>ChartRenderer</name>
    <message>
        <source>The query returned no rows to draw.</source>
        <translation>查询没有返回可绘制的行。</translation>
    </message>
    <message>
        <source>Showing every %1th of %2 points.</source>
        <translation>每 %1 个点显示一个，共 %2 个点。</translation>
    </message>
    <message numerus="yes">
        <source>%n more series are not drawn.</source>
        <translation>
            <numerusform>另有 %n 个系列未绘制。</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to show as parts of a whole: the values are empty or not positive.</source>
        <translation>没有可作为整体组成部分显示的内容：值为空或不是正数。</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>其他</translation>
    </message>
    <message numerus="yes">
        <source>%n negative value(s) cannot be slices and are left out.</source>
        <translation>
            <numerusform>%n 个负值无法作为扇区，已省略。</numerusform>
        </translation>
    </message>
    <message>
        <source>Showing the first %1 categories; %2 more are not drawn (use top N to choose).</source>
        <translation>显示前 %1 个类别；另有 %2 个未绘制（可用“前 N 项”选择）。</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Plans questions, writes and repairs SQL. Use your strongest model.</source>
        <translation>规划问题，编写并修复 SQL。请使用您最强的模型。</translation>
    </message>
    <message>
        <source>Filters tables and columns in parallel, classifies, summarises. Use a cheap, quick model.</source>
        <translation>并行筛选表和列、分类、总结。请使用便宜、快速的模型。</translation>
    </message>
    <message>
        <source>Vectors for finding relevant tables and examples. Without a model Assay embeds locally, offline.</source>
        <translation>用于查找相关表和示例的向量。没有模型时，Assay 会在本地离线生成嵌入。</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>请求数</translation>
    </message>
    <message>
        <source>Prompt tokens</source>
        <translation>提示词令牌</translation>
    </message>
    <message>
        <source>Completion tokens</source>
        <translation>补全令牌</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>费用</translation>
    </message>
    <message>
        <source>Send This Request?</source>
        <translation>发送此请求？</translation>
    </message>
    <message>
        <source>Assay is about to send this to &lt;b&gt;%1&lt;/b&gt; (%2). Nothing has left the machine yet.</source>
        <translation>Assay 即将把以下内容发送到 &lt;b&gt;%1&lt;/b&gt;（%2）。目前尚未有任何内容离开本机。</translation>
    </message>
    <message>
        <source>Request body</source>
        <translation>请求正文</translation>
    </message>
    <message>
        <source>&amp;Send</source>
        <translation>发送(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Don&apos;t Send</source>
        <translation>不发送(&amp;D)</translation>
    </message>
    <message>
        <source>Change the Database?</source>
        <translation>更改数据库？</translation>
    </message>
    <message>
        <source>%1 will change the database:</source>
        <translation>%1 将更改数据库：</translation>
    </message>
    <message>
        <source>This cannot be undone from Assay. Mark the connection read-only or production to prevent writes altogether.</source>
        <translation>此操作无法在 Assay 中撤销。将连接标记为只读或生产环境即可完全禁止写入。</translation>
    </message>
    <message>
        <source>Run and Change</source>
        <translation>运行并更改</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
</context>
<context>
    <name>SchemaTree</name>
    <message>
        <source>about %1 rows</source>
        <translation>约 %1 行</translation>
    </message>
</context>
<context>
    <name>Tr</name>
    <message>
        <source>Sample: Northwind Outfitters</source>
        <translation>示例：Northwind Outfitters</translation>
    </message>
</context>
<context>
    <name>assay::app::AssayBackend</name>
    <message>
        <source>this server was started without a connection: run assay mcp --connection SPEC</source>
        <translation>此服务器启动时没有连接：请运行 assay mcp --connection SPEC</translation>
    </message>
    <message>
        <source>no connection called &quot;%1&quot;; the connections are: %2</source>
        <translation>没有名为“%1”的连接；可用的连接有：%2</translation>
    </message>
    <message>
        <source>no table called &quot;%1&quot; on %2</source>
        <translation>%2 中没有名为“%1”的表</translation>
    </message>
    <message>
        <source>these tables do not connect</source>
        <translation>这些表之间没有连接</translation>
    </message>
    <message numerus="yes">
        <source>(%n row(s))</source>
        <translation>
            <numerusform>（%n 行）</numerusform>
        </translation>
    </message>
    <message>
        <source>a notebook file ends in .%1</source>
        <translation>笔记本文件须以 .%1 结尾</translation>
    </message>
    <message>
        <source>the folder of %1 does not exist</source>
        <translation>%1 所在的文件夹不存在</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>cannot save %1: %2</source>
        <translation>无法保存 %1：%2</translation>
    </message>
    <message>
        <source>Added cell %1 to %2.</source>
        <translation>已将单元格 %1 添加到 %2。</translation>
    </message>
    <message>
        <source>An Assay notebook: its cells in order</source>
        <translation>Assay 笔记本：按顺序排列的各单元格</translation>
    </message>
    <message>
        <source>no resource %1</source>
        <translation>没有资源 %1</translation>
    </message>
    <message>
        <source>%1 has no cell called %2</source>
        <translation>%1 中没有名为 %2 的单元格</translation>
    </message>
    <message>
        <source>parameter %1: a list holds strings or numbers</source>
        <translation>参数 %1：列表只能包含字符串或数字</translation>
    </message>
    <message>
        <source>parameter %1: give a string, a number or a list</source>
        <translation>参数 %1：请给出字符串、数字或列表</translation>
    </message>
    <message>
        <source>the notebook has no SQL cell</source>
        <translation>笔记本中没有 SQL 单元格</translation>
    </message>
    <message>
        <source>the notebook has no cell called &quot;%1&quot;</source>
        <translation>笔记本中没有名为“%1”的单元格</translation>
    </message>
    <message>
        <source>%1 is not a SQL cell; run the cell whose rows you want</source>
        <translation>%1 不是 SQL 单元格；请运行您需要其行的那个单元格</translation>
    </message>
    <message>
        <source>cell %1, which %2 reads, is refused: %3</source>
        <translation>%2 读取的单元格 %1 被拒绝：%3</translation>
    </message>
</context>
<context>
    <name>assay::app::DataSource</name>
    <message>
        <source>cannot connect to %1: %2</source>
        <translation>无法连接到 %1：%2</translation>
    </message>
    <message>
        <source>cannot read the tables of %1: %2</source>
        <translation>无法读取 %1 的表：%2</translation>
    </message>
</context>
<context>
    <name>assay::db::ConnectionManager</name>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
</context>
<context>
    <name>assay::llm::RequestRunner</name>
    <message>
        <source>Assay is shutting down.</source>
        <translation>Assay 正在退出。</translation>
    </message>
    <message>
        <source>The request was cancelled.</source>
        <translation>请求已取消。</translation>
    </message>
    <message>
        <source>Could not reach the provider within %1 s.</source>
        <translation>无法在 %1 秒内连接到提供方。</translation>
    </message>
    <message>
        <source>The model did not start answering within %1 s.</source>
        <translation>模型未在 %1 秒内开始响应。</translation>
    </message>
    <message>
        <source>The answer took longer than %1 s.</source>
        <translation>响应用时超过 %1 秒。</translation>
    </message>
    <message>
        <source>Could not talk to the provider.</source>
        <translation>无法与提供方通信。</translation>
    </message>
    <message>
        <source>No answer within the call&apos;s time limit of %1 s.</source>
        <translation>在本次调用的 %1 秒时限内没有得到回答。</translation>
    </message>
    <message>
        <source>Last error: %1</source>
        <translation>最后的错误：%1</translation>
    </message>
    <message>
        <source>The model was still thinking after %1 s. It was not asked again, which would pay for the thinking twice: raise the time limit or lower the reasoning effort under Advanced.</source>
        <translation>模型在 %1 秒后仍在思考。没有再次询问它，因为那样会为思考付两次费用：请提高时间限制，或在“高级”中降低推理强度。</translation>
    </message>
</context>
<context>
    <name>assay::notebook::Notebook</name>
    <message>
        <source>no cell is named %1</source>
        <translation>没有名为 %1 的单元格</translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1 失败：%2</translation>
    </message>
    <message>
        <source>%1 has not run yet</source>
        <translation>%1 尚未运行</translation>
    </message>
    <message>
        <source>%1 has %2 × %3, not a single value</source>
        <translation>%1 有 %2 × %3，不是单个值</translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln 行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln column(s)</source>
        <translation>
            <numerusform>%Ln 列</numerusform>
        </translation>
    </message>
    <message>
        <source>parameter %1: %2</source>
        <translation>参数 %1：%2</translation>
    </message>
</context>
<context>
    <name>assay::notebook::NotebookRunner</name>
    <message>
        <source>Cells are still running; stop them first.</source>
        <translation>仍有单元格在运行；请先停止它们。</translation>
    </message>
    <message>
        <source>Connect to a database to run cells.</source>
        <translation>请连接数据库以运行单元格。</translation>
    </message>
    <message>
        <source>Not run: cell %1, which it reads, failed.</source>
        <translation>未运行：其读取的单元格 %1 运行失败。</translation>
    </message>
    <message>
        <source>Not run: it would change the database (%1) and you declined.</source>
        <translation>未运行：它会更改数据库（%1），而您已拒绝。</translation>
    </message>
    <message>
        <source>Not run: the connection closed while you decided.</source>
        <translation>未运行：在您做决定时连接已关闭。</translation>
    </message>
    <message>
        <source>Not run: the connection closed before the statement could be checked.</source>
        <translation>未运行：在检查语句之前连接已关闭。</translation>
    </message>
    <message>
        <source>Parameter %1: %2.</source>
        <translation>参数 %1：%2。</translation>
    </message>
</context>
<context>
    <name>assay::security::SecretStore</name>
    <message>
        <source>Keys and passwords go to the system keychain.</source>
        <translation>密钥和密码保存在系统钥匙串中。</translation>
    </message>
    <message>
        <source>Keys and passwords are kept in the system keychain, never in Assay&apos;s settings files.</source>
        <translation>密钥和密码保存在系统钥匙串中，绝不写入 Assay 的设置文件。</translation>
    </message>
    <message>
        <source>The system keychain is switched off; Assay keeps keys for this session only and will ask for them again next time.</source>
        <translation>系统钥匙串已关闭；Assay 仅在本次会话中保留密钥，下次会再次询问。</translation>
    </message>
    <message>
        <source>The system keychain did not answer; Assay keeps keys for this session only and will ask for them again next time.</source>
        <translation>系统钥匙串没有响应；Assay 仅在本次会话中保留密钥，下次会再次询问。</translation>
    </message>
    <message>
        <source>No system keychain is running; Assay will ask for this key again next time.</source>
        <translation>没有运行中的系统钥匙串；下次 Assay 会再次询问此密钥。</translation>
    </message>
    <message>
        <source>The system keychain refused access.</source>
        <translation>系统钥匙串拒绝了访问。</translation>
    </message>
</context>
<context>
    <name>assay::ui::AppearanceDialog</name>
    <message>
        <source>Appearance</source>
        <translation>外观</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>系统语言</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>A new language takes effect the next time Assay starts. Numbers and dates follow the language&apos;s usual formats.</source>
        <translation>新的语言将在下次启动 Assay 时生效。数字和日期采用该语言的常用格式。</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>主题(&amp;T)：</translation>
    </message>
    <message>
        <source>Assay is not translated into %1 yet, so it shows English. German and Chinese are available in Settings → Appearance.</source>
        <translation>Assay 尚未翻译为%1，因此显示英文。可在“设置 → 外观”中选择德语和中文。</translation>
    </message>
</context>
<context>
    <name>assay::ui::AskController</name>
    <message>
        <source>The connection closed; the question was stopped.</source>
        <translation>连接已关闭；问题已停止。</translation>
    </message>
    <message>
        <source>Connect to a database first: questions are answered from its data.</source>
        <translation>请先连接数据库：问题将根据其数据回答。</translation>
    </message>
    <message>
        <source>Assay could not open a connection for the assistant.</source>
        <translation>Assay 无法为助手打开连接。</translation>
    </message>
    <message>
        <source>Stopped. Nothing was added to the notebook.</source>
        <translation>已停止。没有向笔记本添加任何内容。</translation>
    </message>
    <message>
        <source>Ask: %1</source>
        <translation>提问：%1</translation>
    </message>
    <message>
        <source>There is no answer to keep.</source>
        <translation>没有可保留的回答。</translation>
    </message>
    <message>
        <source>The join choice applies to this question only; it could not be kept: %1</source>
        <translation>此连接选择仅适用于本问题；无法保存：%1</translation>
    </message>
    <message>
        <source>No language model is configured.</source>
        <translation>未配置语言模型。</translation>
    </message>
    <message>
        <source>The meaning of “%1” applies to this question only; it could not be kept: %2</source>
        <translation>“%1”的含义只适用于本问题；无法保存：%2</translation>
    </message>
    <message>
        <source>“%1” means %2 (chosen when the offline assistant asked).</source>
        <translation>“%1”表示 %2（在离线助手询问时选择）。</translation>
    </message>
</context>
<context>
    <name>assay::ui::CapabilityBox</name>
    <message>
        <source>Advanced</source>
        <translation>高级</translation>
    </message>
    <message>
        <source>What Assay sends this model</source>
        <translation>Assay 向此模型发送的内容</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>温度</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>发送</translation>
    </message>
    <message>
        <source>Never send</source>
        <translation>从不发送</translation>
    </message>
    <message>
        <source>Reasoning models and the newest Claude models refuse a temperature</source>
        <translation>推理模型和最新的 Claude 模型不接受温度参数</translation>
    </message>
    <message>
        <source>Token limit field</source>
        <translation>令牌上限字段</translation>
    </message>
    <message>
        <source>JSON answers</source>
        <translation>JSON 回答</translation>
    </message>
    <message>
        <source>JSON mode (json_object)</source>
        <translation>JSON 模式（json_object）</translation>
    </message>
    <message>
        <source>JSON schema (json_schema)</source>
        <translation>JSON Schema（json_schema）</translation>
    </message>
    <message>
        <source>Asked for in the prompt</source>
        <translation>在提示词中要求</translation>
    </message>
    <message>
        <source>LM Studio refuses json_object and takes json_schema</source>
        <translation>LM Studio 不接受 json_object，但接受 json_schema</translation>
    </message>
    <message>
        <source>Reasoning effort</source>
        <translation>推理强度</translation>
    </message>
    <message>
        <source>minimal</source>
        <translation>最低</translation>
    </message>
    <message>
        <source>low</source>
        <translation>低</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>中</translation>
    </message>
    <message>
        <source>high</source>
        <translation>高</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> 个令牌</translation>
    </message>
    <message>
        <source>Context window</source>
        <translation>上下文窗口</translation>
    </message>
    <message>
        <source>The largest context window Assay asks Ollama for (num_ctx); automatic sizes it to each prompt</source>
        <translation>Assay 向 Ollama 请求的最大上下文窗口（num_ctx）；“自动”会按每个提示词调整其大小</translation>
    </message>
    <message>
        <source>Temperature:</source>
        <translation>温度：</translation>
    </message>
    <message>
        <source>Token limit:</source>
        <translation>令牌上限：</translation>
    </message>
    <message>
        <source>JSON answers:</source>
        <translation>JSON 回答：</translation>
    </message>
    <message>
        <source>Reasoning effort:</source>
        <translation>推理强度：</translation>
    </message>
    <message>
        <source>Context window:</source>
        <translation>上下文窗口：</translation>
    </message>
    <message>
        <source>a temperature</source>
        <translation>温度</translation>
    </message>
    <message>
        <source>no temperature</source>
        <translation>无温度</translation>
    </message>
    <message>
        <source>reasoning effort %1</source>
        <translation>推理强度 %1</translation>
    </message>
    <message>
        <source>JSON mode</source>
        <translation>JSON 模式</translation>
    </message>
    <message>
        <source>a JSON schema</source>
        <translation>JSON Schema</translation>
    </message>
    <message>
        <source>format json</source>
        <translation>format json</translation>
    </message>
    <message>
        <source>JSON asked for in the prompt</source>
        <translation>在提示词中要求 JSON</translation>
    </message>
    <message>
        <source>a context window sized to each prompt</source>
        <translation>按每个提示词调整大小的上下文窗口</translation>
    </message>
    <message>
        <source>Assay sends this model: %1.</source>
        <translation>Assay 向此模型发送：%1。</translation>
    </message>
    <message>
        <source>the effort each call needs (low for checks, medium for SQL) with room to think</source>
        <translation>每次调用所需的强度（检查用低，SQL 用中），并留出思考空间</translation>
    </message>
    <message>
        <source>no streaming (the provider refused it)</source>
        <translation>不使用流式传输（提供商拒绝了）</translation>
    </message>
</context>
<context>
    <name>assay::ui::CellWidget</name>
    <message>
        <source>Double-click to rename</source>
        <translation>双击以重命名</translation>
    </message>
    <message>
        <source>Cell name</source>
        <translation>单元格名称</translation>
    </message>
    <message>
        <source>Run this cell (Ctrl+Enter)</source>
        <translation>运行此单元格（Ctrl+Enter）</translation>
    </message>
    <message>
        <source>Run cell</source>
        <translation>运行单元格</translation>
    </message>
    <message>
        <source>Result figures</source>
        <translation>结果统计</translation>
    </message>
    <message>
        <source>Cell kind</source>
        <translation>单元格类型</translation>
    </message>
    <message>
        <source>Cell actions</source>
        <translation>单元格操作</translation>
    </message>
    <message>
        <source>Cell %1</source>
        <translation>单元格 %1</translation>
    </message>
    <message>
        <source>1 row</source>
        <translation>1 行</translation>
    </message>
    <message>
        <source>%1 rows</source>
        <translation>%1 行</translation>
    </message>
    <message>
        <source> (limit reached)</source>
        <translation>（已达上限）</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>State: %1</source>
        <translation>状态：%1</translation>
    </message>
    <message>
        <source>Selected in command mode</source>
        <translation>已在命令模式中选中</translation>
    </message>
    <message>
        <source>Current cell</source>
        <translation>当前单元格</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Chart This Result</source>
        <translation>为此结果绘制图表</translation>
    </message>
    <message>
        <source>Describe This Result</source>
        <translation>描述此结果</translation>
    </message>
    <message>
        <source>Regenerate Insight</source>
        <translation>重新生成洞察</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>重命名…</translation>
    </message>
    <message>
        <source>Move Up</source>
        <translation>上移</translation>
    </message>
    <message>
        <source>Move Down</source>
        <translation>下移</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Parameters used</source>
        <translation>使用的参数</translation>
    </message>
    <message>
        <source>Computed with %1</source>
        <translation>计算时使用 %1</translation>
    </message>
    <message>
        <source>Written for %1</source>
        <translation>针对 %1 撰写</translation>
    </message>
    <message>
        <source>Create Parameter %1</source>
        <translation>创建参数 %1</translation>
    </message>
</context>
<context>
    <name>assay::ui::ChartAdvisor</name>
    <message>
        <source>Chart the result of the SQL cell %1:
%2</source>
        <translation>为 SQL 单元格 %1 的结果绘制图表：
%2</translation>
    </message>
</context>
<context>
    <name>assay::ui::ChartCellWidget</name>
    <message>
        <source>Why this chart</source>
        <translation>为什么选择此图表</translation>
    </message>
    <message>
        <source>Recommend</source>
        <translation>推荐</translation>
    </message>
    <message>
        <source>Choose the chart again from the source&apos;s current result</source>
        <translation>根据数据源的当前结果重新选择图表</translation>
    </message>
    <message>
        <source>Recommend a chart</source>
        <translation>推荐图表</translation>
    </message>
    <message>
        <source>Chosen by hand.</source>
        <translation>手动选择。</translation>
    </message>
    <message numerus="yes">
        <source> (%n more)</source>
        <translation>
            <numerusform>（另有 %n 个）</numerusform>
        </translation>
    </message>
    <message>
        <source>Table charts show the source cell&apos;s grid.</source>
        <translation>表格图表显示源单元格的网格。</translation>
    </message>
    <message>
        <source>No chart: see the message below.</source>
        <translation>无图表：请查看下方消息。</translation>
    </message>
    <message>
        <source>Choose the cell whose result to chart.</source>
        <translation>请选择要绘制其结果的单元格。</translation>
    </message>
    <message>
        <source>Run the cell to draw the chart.</source>
        <translation>运行单元格以绘制图表。</translation>
    </message>
</context>
<context>
    <name>assay::ui::ChartEditor</name>
    <message>
        <source>Data source</source>
        <translation>数据源</translation>
    </message>
    <message>
        <source>Chart type</source>
        <translation>图表类型</translation>
    </message>
    <message>
        <source>X axis column</source>
        <translation>X 轴列</translation>
    </message>
    <message>
        <source>Group dates by</source>
        <translation>日期分组方式</translation>
    </message>
    <message>
        <source>Measure column</source>
        <translation>度量列</translation>
    </message>
    <message>
        <source>Aggregation</source>
        <translation>聚合</translation>
    </message>
    <message>
        <source>Second measure column</source>
        <translation>第二个度量列</translation>
    </message>
    <message>
        <source>Second aggregation</source>
        <translation>第二个聚合</translation>
    </message>
    <message>
        <source>Series column</source>
        <translation>系列列</translation>
    </message>
    <message>
        <source>Sort</source>
        <translation>排序</translation>
    </message>
    <message>
        <source>Stacked</source>
        <translation>堆叠</translation>
    </message>
    <message>
        <source>+ Other</source>
        <translation>+ 其他</translation>
    </message>
    <message>
        <source>Forecast</source>
        <translation>预测</translation>
    </message>
    <message>
        <source>as is</source>
        <translation>原样</translation>
    </message>
    <message>
        <source>natural order</source>
        <translation>自然顺序</translation>
    </message>
    <message>
        <source>x ascending</source>
        <translation>x 升序</translation>
    </message>
    <message>
        <source>x descending</source>
        <translation>x 降序</translation>
    </message>
    <message>
        <source>largest first</source>
        <translation>最大值优先</translation>
    </message>
    <message>
        <source>smallest first</source>
        <translation>最小值优先</translation>
    </message>
    <message>
        <source>all</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>top </source>
        <translation>前 </translation>
    </message>
    <message>
        <source>Show only the top N</source>
        <translation>仅显示前 N 项</translation>
    </message>
    <message>
        <source>Add up the rest as Other</source>
        <translation>将其余项合计为“其他”</translation>
    </message>
    <message>
        <source>Forecast the next periods</source>
        <translation>预测后续周期</translation>
    </message>
    <message>
        <source> periods</source>
        <translation> 个周期</translation>
    </message>
    <message>
        <source>Periods to forecast</source>
        <translation>要预测的周期数</translation>
    </message>
    <message>
        <source>&amp;Data:</source>
        <translation>数据(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;Type:</source>
        <translation>类型(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;X:</source>
        <translation>&amp;X：</translation>
    </message>
    <message>
        <source>&amp;Series:</source>
        <translation>系列(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Measure:</source>
        <translation>度量(&amp;M)：</translation>
    </message>
    <message>
        <source>and:</source>
        <translation>和：</translation>
    </message>
    <message>
        <source>S&amp;ort:</source>
        <translation>排序(&amp;O)：</translation>
    </message>
    <message>
        <source>(choose a cell)</source>
        <translation>（选择单元格）</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>(rows)</source>
        <translation>（行）</translation>
    </message>
    <message>
        <source>Stack the series on top of each other</source>
        <translation>将系列堆叠显示</translation>
    </message>
    <message>
        <source>Stacking needs bars with a series or two measures.</source>
        <translation>堆叠需要带系列或两个度量的柱状图。</translation>
    </message>
    <message>
        <source>Add up the categories past the top N into one Other bar or slice</source>
        <translation>将前 N 项之外的类别合并为一个“其他”柱或扇区</translation>
    </message>
    <message>
        <source>Forecast the next periods (Holt-Winters or a seasonal trend, chosen by hold-out error)</source>
        <translation>预测后续周期（Holt-Winters 或季节性趋势，按留出误差选择）</translation>
    </message>
</context>
<context>
    <name>assay::ui::ChartExportDialog</name>
    <message>
        <source>S&amp;cale:</source>
        <translation>缩放(&amp;C)：</translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>PNG 图像</translation>
    </message>
    <message>
        <source>SVG image (vector)</source>
        <translation>SVG 图像（矢量）</translation>
    </message>
    <message>
        <source> px</source>
        <translation> 像素</translation>
    </message>
    <message>
        <source>1× (as sized)</source>
        <translation>1×（按设定尺寸）</translation>
    </message>
    <message>
        <source>2× (high-density screens, slides)</source>
        <translation>2×（高分辨率屏幕、幻灯片）</translation>
    </message>
    <message>
        <source>3× (print)</source>
        <translation>3×（打印）</translation>
    </message>
    <message>
        <source>Chart preview</source>
        <translation>图表预览</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>格式(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>尺寸(&amp;S)：</translation>
    </message>
    <message>
        <source>Sa&amp;ve to:</source>
        <translation>保存到(&amp;V)：</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>A vector image: sharp at any size; %1 × %2 is its natural size.</source>
        <translation>矢量图像：任何尺寸都清晰；%1 × %2 是其原始尺寸。</translation>
    </message>
    <message>
        <source>The image will be %1 × %2 pixels.</source>
        <translation>图像将为 %1 × %2 像素。</translation>
    </message>
    <message>
        <source>Run the chart&apos;s cell to see it here.</source>
        <translation>运行图表所在的单元格即可在此查看。</translation>
    </message>
    <message>
        <source>%1 images (*.%2)</source>
        <translation>%1 图像 (*.%2)</translation>
    </message>
    <message>
        <source>Run the chart&apos;s cell first.</source>
        <translation>请先运行图表所在的单元格。</translation>
    </message>
    <message>
        <source>About the file</source>
        <translation>关于文件</translation>
    </message>
</context>
<context>
    <name>assay::ui::ChartView</name>
    <message>
        <source>Chart notes</source>
        <translation>图表说明</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>Run the cell to draw the chart.</source>
        <translation>运行单元格以绘制图表。</translation>
    </message>
</context>
<context>
    <name>assay::ui::ChatPanel</name>
    <message>
        <source>Ask</source>
        <translation>提问</translation>
    </message>
    <message>
        <source>Ask about your data, e.g. “monthly revenue by region last year”</source>
        <translation>询问您的数据，例如“去年各地区的月收入”</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Step by step</source>
        <translation>逐步</translation>
    </message>
    <message>
        <source>Explore with tools</source>
        <translation>使用工具探索</translation>
    </message>
    <message>
        <source>Connect to a database, then ask questions about its data here. Answers arrive as cells in the notebook: the SQL, a chart and a short insight, all editable.</source>
        <translation>连接数据库后，即可在此提问其数据。回答会以单元格形式加入笔记本：SQL、图表和简短洞察，均可编辑。</translation>
    </message>
    <message>
        <source>Ask a question about this database. Answers arrive as cells in the notebook.</source>
        <translation>就此数据库提一个问题。回答会以单元格形式加入笔记本。</translation>
    </message>
    <message>
        <source>Ask a question about this database, or start with one of these:</source>
        <translation>就此数据库提一个问题，或从以下问题开始：</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Stop the assistant; nothing is added to the notebook</source>
        <translation>停止助手；不会向笔记本添加任何内容</translation>
    </message>
    <message>
        <source>Kept as an example: similar questions will be answered like this one.</source>
        <translation>已保留为示例：类似问题将按此方式回答。</translation>
    </message>
    <message>
        <source>The answer&apos;s cells were changed since; use Edit → Undo to go back step by step.</source>
        <translation>此回答的单元格之后已被修改；请使用“编辑 → 撤销”逐步返回。</translation>
    </message>
    <message>
        <source>Offline assistant</source>
        <translation>离线助手</translation>
    </message>
    <message>
        <source>Step by step: clarify, find tables, plan joins, write and check SQL. Explore with tools: the model searches columns and values and runs queries until it has the answer. Offline assistant: common questions answered by rules, with no language model (also used whenever no model is configured).</source>
        <translation>逐步：澄清问题、查找表、规划连接、编写并检查 SQL。使用工具探索：模型搜索列和值并运行查询，直到得出答案。离线助手：按规则回答常见问题，无需语言模型（未配置模型时也会使用）。</translation>
    </message>
    <message>
        <source>The offline assistant answers without a language model: counts, lists, measures by a dimension, over time, top N, shares, filters on stored values. It says when a question is beyond it.</source>
        <translation>离线助手无需语言模型即可回答：计数、列表、按维度的度量、随时间变化、前 N 项、占比、按存储值筛选。超出能力范围的问题它会说明。</translation>
    </message>
    <message>
        <source>No language model is ready: %1 Until one is, the offline assistant answers: counts, lists, measures by a dimension, over time, top N, shares, filters on stored values. It says when a question is beyond it.</source>
        <translation>没有就绪的语言模型：%1 在此之前，由离线助手回答：计数、列表、按维度的度量、随时间的变化、前 N 项、占比、按存储值筛选。问题超出其能力时，它会明确说明。</translation>
    </message>
</context>
<context>
    <name>assay::ui::ChatTurnWidget</name>
    <message>
        <source>%1 tokens</source>
        <translation>%1 个令牌</translation>
    </message>
    <message>
        <source>Keep as Example</source>
        <translation>保留为示例</translation>
    </message>
    <message>
        <source>Remember this question and its SQL; similar questions will be answered the same way.</source>
        <translation>记住此问题及其 SQL；类似问题将以相同方式回答。</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Remove the cells this answer added</source>
        <translation>移除此回答添加的单元格</translation>
    </message>
    <message>
        <source>Ask Again</source>
        <translation>重新提问</translation>
    </message>
    <message>
        <source>Remove this answer&apos;s cells and ask the question again</source>
        <translation>移除此回答的单元格并重新提问</translation>
    </message>
    <message>
        <source>Language Models…</source>
        <translation>语言模型…</translation>
    </message>
    <message>
        <source>Choose a model in the settings</source>
        <translation>请在设置中选择模型</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>回答</translation>
    </message>
    <message>
        <source>*I read this as:* %1</source>
        <translation>*我的理解是：* %1</translation>
    </message>
    <message>
        <source>⚠ %1: %2</source>
        <translation>⚠ %1：%2</translation>
    </message>
    <message>
        <source>Added to the notebook: %1</source>
        <translation>已添加到笔记本：%1</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>Cells: %1</source>
        <translation>单元格：%1</translation>
    </message>
    <message>
        <source>Offline assistant · no language model</source>
        <translation>离线助手 · 无语言模型</translation>
    </message>
    <message>
        <source>Answered by rules from the schema, the glossary and value search; no data left this computer. It declines questions it cannot answer reliably.</source>
        <translation>根据模式、术语表和值搜索按规则回答；没有数据离开此计算机。无法可靠回答的问题会被拒绝。</translation>
    </message>
    <message>
        <source>Offline assistant</source>
        <translation>离线助手</translation>
    </message>
    <message>
        <source>Other readings</source>
        <translation>其他理解</translation>
    </message>
    <message>
        <source>Not what you meant? %1</source>
        <translation>不是您想问的？%1</translation>
    </message>
    <message>
        <source>Answer Offline</source>
        <translation>离线回答</translation>
    </message>
    <message>
        <source>Let the offline assistant answer this question from the schema, without a language model.</source>
        <translation>让离线助手根据数据库结构回答此问题，无需语言模型。</translation>
    </message>
    <message>
        <source>schema: %1 of %2 tokens</source>
        <translation>数据库结构：%2 个令牌中的 %1 个</translation>
    </message>
    <message>
        <source>notebook: %1 of %2 tokens</source>
        <translation>笔记本：%2 个令牌中的 %1 个</translation>
    </message>
    <message>
        <source>Sent to the model, %1</source>
        <translation>发送给模型的内容，%1</translation>
    </message>
    <message>
        <source>Being written</source>
        <translation>正在生成</translation>
    </message>
    <message>
        <source>The model&apos;s words as they arrive; the answer below replaces them when it is complete and checked.</source>
        <translation>模型实时输出的文字；回答完成并通过检查后，下方的回答将替换它们。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>正在思考…</translation>
    </message>
    <message>
        <source>Answered by %1.</source>
        <translation>由 %1 回答。</translation>
    </message>
    <message>
        <source>Join this way; Assay keeps the choice for these tables (Knowledge → Corrections).</source>
        <translation>按此方式连接；Assay 会为这些表记住此选择（知识 → 更正）。</translation>
    </message>
    <message>
        <source>The last query is kept in the cell %1 with its error, so you can fix it there.</source>
        <translation>最后一个查询及其错误保留在单元格 %1 中，您可以在那里修正。</translation>
    </message>
    <message>
        <source>A model that answered has no price; enter it in Settings → Language Models → Prices.</source>
        <translation>某个作答的模型没有价格；请在“设置 → 语言模型 → 价格”中输入。</translation>
    </message>
    <message>
        <source>Closest readings: %1</source>
        <translation>最接近的理解：%1</translation>
    </message>
    <message>
        <source>%1 tokens (%2 thinking)</source>
        <translation>%1 个令牌（其中思考 %2 个）</translation>
    </message>
    <message>
        <source>%1 · at least %2, some prices unknown</source>
        <translation>%1 · 至少 %2，部分价格未知</translation>
    </message>
    <message>
        <source>%1 · price unknown</source>
        <translation>%1 · 价格未知</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>**%1** (%Ln row(s))</source>
        <translation>
            <numerusform>**%1**（%Ln 行）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>**%1** — %2 (%Ln row(s))</source>
        <translation>
            <numerusform>**%1** — %2（%Ln 行）</numerusform>
        </translation>
    </message>
    <message>
        <source>Read “%1” as %2; Assay keeps it in the glossary for this connection.</source>
        <translation>将“%1”理解为 %2；Assay 会在此连接的术语表中记住。</translation>
    </message>
    <message>
        <source>Answer with %1.</source>
        <translation>用 %1 回答。</translation>
    </message>
</context>
<context>
    <name>assay::ui::ConnectionDialog</name>
    <message>
        <source>Connect to a Database</source>
        <translation>连接数据库</translation>
    </message>
    <message>
        <source>Saved connections</source>
        <translation>已保存的连接</translation>
    </message>
    <message>
        <source>New</source>
        <translation>新建</translation>
    </message>
    <message>
        <source>Forget</source>
        <translation>忘记</translation>
    </message>
    <message>
        <source>Remove the selected connection from the list</source>
        <translation>从列表中移除所选连接</translation>
    </message>
    <message>
        <source>e.g. Sales warehouse</source>
        <translation>例如：销售数据仓库</translation>
    </message>
    <message>
        <source>Database type</source>
        <translation>数据库类型</translation>
    </message>
    <message>
        <source>/path/to/database.sqlite</source>
        <translation>/path/to/database.sqlite</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>文件(&amp;F)：</translation>
    </message>
    <message>
        <source>Use the Sample Database</source>
        <translation>使用示例数据库</translation>
    </message>
    <message>
        <source>A retail business with five years of orders, bundled with Assay</source>
        <translation>一家拥有五年订单数据的零售企业，随 Assay 提供</translation>
    </message>
    <message>
        <source>default</source>
        <translation>默认</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>密码</translation>
    </message>
    <message>
        <source>Prefer</source>
        <translation>优先</translation>
    </message>
    <message>
        <source>Require</source>
        <translation>必需</translation>
    </message>
    <message>
        <source>Disable</source>
        <translation>禁用</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>主机(&amp;H)：</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>端口(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>数据库(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>用户(&amp;U)：</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>密码(&amp;W)：</translation>
    </message>
    <message>
        <source>&amp;Encryption:</source>
        <translation>加密(&amp;E)：</translation>
    </message>
    <message>
        <source>&amp;Connection:</source>
        <translation>连接(&amp;C)：</translation>
    </message>
    <message>
        <source>Read-only: every statement runs in a read-only transaction</source>
        <translation>只读：每条语句都在只读事务中运行</translation>
    </message>
    <message>
        <source>Production: never write, not even from my own cells</source>
        <translation>生产环境：从不写入，即使来自我自己的单元格</translation>
    </message>
    <message>
        <source>Keep the password in the system keychain</source>
        <translation>将密码保存在系统钥匙串中</translation>
    </message>
    <message>
        <source>Passwords are not saved: Assay asks for them when it connects.</source>
        <translation>不保存密码：Assay 会在连接时询问。</translation>
    </message>
    <message>
        <source>Connection test result</source>
        <translation>连接测试结果</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Type:</source>
        <translation>类型(&amp;T)：</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>连接</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>测试</translation>
    </message>
    <message>
        <source>default (%1)</source>
        <translation>默认（%1）</translation>
    </message>
    <message>
        <source>Open SQLite Database</source>
        <translation>打开 SQLite 数据库</translation>
    </message>
    <message>
        <source>SQLite databases (*.sqlite *.sqlite3 *.db *.db3);;All files (*)</source>
        <translation>SQLite 数据库 (*.sqlite *.sqlite3 *.db *.db3);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>正在连接…</translation>
    </message>
    <message>
        <source>Connected successfully.</source>
        <translation>连接成功。</translation>
    </message>
    <message>
        <source>&amp;Privacy…</source>
        <translation>隐私(&amp;P)…</translation>
    </message>
    <message>
        <source>What the assistant may see and query on this connection</source>
        <translation>助手在此连接上可以查看和查询的内容</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>无限制</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Statement timeout in seconds</source>
        <translation>语句超时（秒）</translation>
    </message>
    <message>
        <source>A query from the console or a notebook cell that is still running after this long is stopped. The assistant&apos;s queries have a limit of their own.</source>
        <translation>来自控制台或笔记本单元格的查询运行超过此时长将被停止。助手的查询有其自己的限制。</translation>
    </message>
    <message>
        <source>&amp;Stop queries after:</source>
        <translation>查询超时停止(&amp;S)：</translation>
    </message>
</context>
<context>
    <name>assay::ui::CorrectionsList</name>
    <message>
        <source>How tables join</source>
        <translation>表的连接方式</translation>
    </message>
    <message>
        <source>Lookup table</source>
        <translation>查找表</translation>
    </message>
    <message>
        <source>Link table</source>
        <translation>关联表</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Your answers about how this database&apos;s tables connect. Questions that need the same tables use them instead of asking again; remove one to be asked next time.</source>
        <translation>您对此数据库中各表如何连接的回答。需要相同表的问题会直接使用这些回答，而不再询问；移除一条后，下次会重新询问。</translation>
    </message>
    <message>
        <source>Correction</source>
        <translation>更正</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Added</source>
        <translation>添加时间</translation>
    </message>
    <message>
        <source>The correction could not be removed: %1</source>
        <translation>无法移除该更正：%1</translation>
    </message>
    <message>
        <source>Relationship</source>
        <translation>关系</translation>
    </message>
</context>
<context>
    <name>assay::ui::DataFiles</name>
    <message>
        <source>Open Data File</source>
        <translation>打开数据文件</translation>
    </message>
    <message>
        <source>Data files (*.csv *.tsv *.tab *.txt *.json *.ndjson *.jsonl *.xlsx);;All files (*)</source>
        <translation>数据文件 (*.csv *.tsv *.tab *.txt *.json *.ndjson *.jsonl *.xlsx);;所有文件 (*)</translation>
    </message>
    <message>
        <source>This notebook reads from %1 (%2). A server cannot read a file on this computer in the same query, and Assay does not copy your files into it.

Open %3 in a new notebook?</source>
        <translation>此笔记本从 %1（%2）读取数据。服务器无法在同一查询中读取本机上的文件，Assay 也不会将您的文件复制到服务器。

要在新笔记本中打开 %3 吗？</translation>
    </message>
    <message numerus="yes">
        <source>Imported %1 into the table %2: %n row(s).</source>
        <translation>
            <numerusform>已将 %1 导入表 %2：%n 行。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is gone. The table %2 keeps the rows imported on %3.</source>
        <translation>%1 已不存在。表 %2 保留了 %3 导入的行。</translation>
    </message>
    <message numerus="yes">
        <source>%1 changed on disk since it was imported into the table %2; %n cell(s) that read it are stale.</source>
        <translation>
            <numerusform>%1 自导入表 %2 以来已在磁盘上更改；读取该表的 %n 个单元格已过期。</numerusform>
        </translation>
    </message>
    <message>
        <source>Import Again…</source>
        <translation>重新导入…</translation>
    </message>
    <message>
        <source>The table %1 is imported; the notebook open now was kept.</source>
        <translation>表 %1 已导入；当前打开的笔记本保持不变。</translation>
    </message>
</context>
<context>
    <name>assay::ui::DatabaseWatch</name>
    <message>
        <source>History</source>
        <translation>历史记录</translation>
    </message>
    <message>
        <source>Verified Answers</source>
        <translation>已验证的回答</translation>
    </message>
    <message>
        <source>Check for Schema C&amp;hanges</source>
        <translation>检查模式变化(&amp;H)</translation>
    </message>
    <message>
        <source>Read the schema again and compare it with the one Assay saw last time</source>
        <translation>重新读取模式，并与 Assay 上次看到的模式比较</translation>
    </message>
    <message>
        <source>after a schema change</source>
        <translation>（模式变化后）</translation>
    </message>
    <message numerus="yes">
        <source>Verified answers checked %1: all %n still give their result.</source>
        <translation>
            <numerusform>已检查已验证的回答%1：全部 %n 个仍给出原结果。</numerusform>
        </translation>
    </message>
    <message>
        <source>Verified answers checked %1: %2 give a different result, %3 are no longer answerable.</source>
        <translation>已检查已验证的回答%1：%2 个结果不同，%3 个已无法回答。</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>显示</translation>
    </message>
</context>
<context>
    <name>assay::ui::DependencyPanel</name>
    <message>
        <source>Reads:</source>
        <translation>读取：</translation>
    </message>
    <message>
        <source>Read by:</source>
        <translation>被读取于：</translation>
    </message>
    <message>
        <source>Cells this cell reads</source>
        <translation>此单元格读取的单元格</translation>
    </message>
    <message>
        <source>Cells that read this cell</source>
        <translation>读取此单元格的单元格</translation>
    </message>
    <message>
        <source>No cell selected</source>
        <translation>未选择单元格</translation>
    </message>
    <message>
        <source>(nothing: it reads only tables)</source>
        <translation>（无：只读取表）</translation>
    </message>
    <message>
        <source>(no cell reads it)</source>
        <translation>（没有单元格读取它）</translation>
    </message>
    <message>
        <source>Upstream: %1 cell(s). Downstream: %2 cell(s) re-run when this one changes.</source>
        <translation>上游：%1 个单元格。下游：此单元格更改时会重新运行 %2 个单元格。</translation>
    </message>
</context>
<context>
    <name>assay::ui::DriftController</name>
    <message>
        <source>The schema could not be read, so Assay could not check what changed since it last saw it: %1</source>
        <translation>无法读取模式，因此 Assay 无法检查自上次以来的变化：%1</translation>
    </message>
    <message>
        <source>Connect to a database first.</source>
        <translation>请先连接到数据库。</translation>
    </message>
    <message>
        <source>Assay recorded the schema of %1; later checks compare with it.</source>
        <translation>Assay 已记录 %1 的模式；之后的检查将与之比较。</translation>
    </message>
    <message>
        <source>No schema changes since %1.</source>
        <translation>自 %1 以来模式没有变化。</translation>
    </message>
    <message>
        <source>Assay could not compare the schema with the one it saw before: %1</source>
        <translation>Assay 无法将模式与之前看到的进行比较：%1</translation>
    </message>
    <message>
        <source>Review…</source>
        <translation>查看…</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>以及另外 %n 项</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s)</source>
        <translation>
            <numerusform>%n 个单元格</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chart(s)</source>
        <translation>
            <numerusform>%n 个图表</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n glossary term(s)</source>
        <translation>
            <numerusform>%n 个术语</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n example(s)</source>
        <translation>
            <numerusform>%n 个示例</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n description(s)</source>
        <translation>
            <numerusform>%n 个描述</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n metric(s)</source>
        <translation>
            <numerusform>%n 个指标</numerusform>
        </translation>
    </message>
    <message>
        <source>the privacy settings</source>
        <translation>隐私设置</translation>
    </message>
    <message>
        <source>It touches nothing Assay keeps.</source>
        <translation>它不影响 Assay 保存的任何内容。</translation>
    </message>
    <message>
        <source>It touches %1.</source>
        <translation>它影响 %1。</translation>
    </message>
    <message>
        <source>The schema of %1 changed since %2: %3. %4</source>
        <translation>%1 的模式自 %2 以来有变化：%3。%4</translation>
    </message>
    <message>
        <source>Assay now compares with the schema as it is; nothing was changed.</source>
        <translation>Assay 现在与当前的模式比较；未做任何修改。</translation>
    </message>
    <message>
        <source>The schema could not be recorded: %1</source>
        <translation>无法记录模式：%1</translation>
    </message>
    <message>
        <source>%1 is in %2: open that notebook to fix it there.</source>
        <translation>%1 位于 %2 中：请打开该笔记本进行修复。</translation>
    </message>
    <message>
        <source>Cell %1 was edited since the check and was left as it is.</source>
        <translation>单元格 %1 在检查后已被编辑，因此保持不变。</translation>
    </message>
    <message>
        <source>The term %1 is gone already.</source>
        <translation>术语 %1 已不存在。</translation>
    </message>
    <message>
        <source>Remove term %1</source>
        <translation>删除术语 %1</translation>
    </message>
    <message>
        <source>Rewrite term %1</source>
        <translation>改写术语 %1</translation>
    </message>
    <message>
        <source>The example “%1” is gone already.</source>
        <translation>示例“%1”已不存在。</translation>
    </message>
    <message>
        <source>Drop example</source>
        <translation>删除示例</translation>
    </message>
    <message>
        <source>Rewrite example</source>
        <translation>改写示例</translation>
    </message>
    <message>
        <source>Describe changed tables again</source>
        <translation>重新描述已变化的表</translation>
    </message>
    <message>
        <source>Remove description of %1</source>
        <translation>删除 %1 的描述</translation>
    </message>
    <message>
        <source>Move description of %1</source>
        <translation>移动 %1 的描述</translation>
    </message>
    <message>
        <source>Follow renames in the privacy settings</source>
        <translation>在隐私设置中跟随重命名</translation>
    </message>
    <message>
        <source>Metric %1: no metric store takes the fix.</source>
        <translation>指标 %1：没有指标存储可接收此修复。</translation>
    </message>
    <message>
        <source>Rewrite metric %1</source>
        <translation>改写指标 %1</translation>
    </message>
    <message>
        <source>Follow Schema Changes</source>
        <translation>跟随模式变化</translation>
    </message>
    <message numerus="yes">
        <source>Applied %n fix(es); Edit ▸ Undo takes them back. Assay now compares with the schema as it is.</source>
        <translation>
            <numerusform>已应用 %n 项修复；编辑 ▸ 撤销 可将其撤回。Assay 现在与当前的模式比较。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>assay::ui::DriftDialog</name>
    <message>
        <source>No fix: %1</source>
        <translation>无修复：%1</translation>
    </message>
    <message>
        <source>Rewrite: %1</source>
        <translation>改写：%1</translation>
    </message>
    <message>
        <source>Drop it (unticked: keep it)</source>
        <translation>删除（不勾选：保留）</translation>
    </message>
    <message>
        <source>Move the description to the new name</source>
        <translation>将描述移到新名称下</translation>
    </message>
    <message>
        <source>Describe again</source>
        <translation>重新描述</translation>
    </message>
    <message>
        <source>Cells</source>
        <translation>单元格</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>Glossary terms</source>
        <translation>术语</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>示例</translation>
    </message>
    <message>
        <source>Descriptions</source>
        <translation>描述</translation>
    </message>
    <message>
        <source>Metrics</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Privacy settings</source>
        <translation>隐私设置</translation>
    </message>
    <message>
        <source>Apply Selected Fixes</source>
        <translation>应用所选修复</translation>
    </message>
    <message>
        <source>Accept Without Fixing</source>
        <translation>接受但不修复</translation>
    </message>
    <message>
        <source>Schema Changes</source>
        <translation>模式变化</translation>
    </message>
    <message>
        <source>What changed</source>
        <translation>变化内容</translation>
    </message>
    <message>
        <source>What it touches</source>
        <translation>影响对象</translation>
    </message>
    <message>
        <source>Fix</source>
        <translation>修复</translation>
    </message>
    <message>
        <source>Before and after the fix</source>
        <translation>修复前后</translation>
    </message>
    <message>
        <source>Select an item to see its text before and after the fix.</source>
        <translation>选择一项以查看修复前后的文本。</translation>
    </message>
    <message>
        <source>Rewrite what is ticked (one undo step), then compare with this schema from now on</source>
        <translation>改写已勾选的内容（可一步撤销），之后与此模式比较</translation>
    </message>
    <message>
        <source>Change nothing; compare with this schema from now on</source>
        <translation>不做修改；之后与此模式比较</translation>
    </message>
    <message>
        <source>Start Over With This Database</source>
        <translation>以此数据库重新开始</translation>
    </message>
    <message>
        <source>Compared with the schema seen %1 (%2 tables then, %3 now): %4.</source>
        <translation>与 %1 看到的模式比较（当时 %2 个表，现在 %3 个）：%4。</translation>
    </message>
    <message>
        <source>Only possibly renamed: check the evidence before you apply a fix that relies on it.</source>
        <translation>只是可能已重命名：在应用依赖它的修复之前，请先核实依据。</translation>
    </message>
    <message>
        <source>%1 (in %2)</source>
        <translation>%1（位于 %2）</translation>
    </message>
    <message>
        <source>Nothing Assay keeps names what changed.</source>
        <translation>Assay 保存的内容均未引用已变化的部分。</translation>
    </message>
    <message>
        <source>The chart&apos;s columns: %1</source>
        <translation>图表的列：%1</translation>
    </message>
    <message>
        <source>Before:</source>
        <translation>修复前：</translation>
    </message>
    <message>
        <source>After:</source>
        <translation>修复后：</translation>
    </message>
</context>
<context>
    <name>assay::ui::ExampleDialog</name>
    <message>
        <source>Example Question</source>
        <translation>示例问题</translation>
    </message>
    <message>
        <source>What was the revenue per region last quarter?</source>
        <translation>上个季度各地区的收入是多少？</translation>
    </message>
    <message>
        <source>Question:</source>
        <translation>问题：</translation>
    </message>
    <message>
        <source>SQL:</source>
        <translation>SQL：</translation>
    </message>
    <message>
        <source>Examples teach Assay how questions about this database map to SQL. They are shown to the model for similar questions.</source>
        <translation>示例告诉 Assay 有关此数据库的问题如何对应到 SQL。遇到类似问题时，模型会看到这些示例。</translation>
    </message>
</context>
<context>
    <name>assay::ui::GlossaryEntryDialog</name>
    <message>
        <source>SQL expression:</source>
        <translation>SQL 表达式：</translation>
    </message>
    <message>
        <source>Stored value:</source>
        <translation>存储的值：</translation>
    </message>
    <message>
        <source>Glossary Entry</source>
        <translation>术语表条目</translation>
    </message>
    <message>
        <source>GMV</source>
        <translation>GMV</translation>
    </message>
    <message>
        <source>gross merchandise value; gross sales</source>
        <translation>商品交易总额；总销售额</translation>
    </message>
    <message>
        <source>Total value of orders before refunds and discounts.</source>
        <translation>退款和折扣前的订单总价值。</translation>
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
        <translation>类型：</translation>
    </message>
    <message>
        <source>Term:</source>
        <translation>术语：</translation>
    </message>
    <message>
        <source>Also called:</source>
        <translation>又称：</translation>
    </message>
    <message>
        <source>Definition:</source>
        <translation>定义：</translation>
    </message>
    <message>
        <source>Table:</source>
        <translation>表：</translation>
    </message>
    <message>
        <source>Column:</source>
        <translation>列：</translation>
    </message>
    <message>
        <source>Aliases are separated by semicolons. The model sees these entries when it describes columns and answers questions.</source>
        <translation>别名用分号分隔。模型在描述列和回答问题时会看到这些条目。</translation>
    </message>
</context>
<context>
    <name>assay::ui::GlossaryModel</name>
    <message>
        <source>Term</source>
        <translation>术语</translation>
    </message>
    <message>
        <source>Acronym</source>
        <translation>缩写</translation>
    </message>
    <message>
        <source>Business logic</source>
        <translation>业务逻辑</translation>
    </message>
    <message>
        <source>Value synonym</source>
        <translation>值同义词</translation>
    </message>
    <message>
        <source>means the value &apos;%1&apos;%2</source>
        <translation>表示值“%1”%2</translation>
    </message>
    <message>
        <source> in %1</source>
        <translation>（位于 %1）</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Also called</source>
        <translation>又称</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>含义</translation>
    </message>
</context>
<context>
    <name>assay::ui::HelpViewer</name>
    <message>
        <source>Assay User Guide</source>
        <translation>Assay 用户指南</translation>
    </message>
    <message>
        <source>Search the guide</source>
        <translation>搜索指南</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>Guide page</source>
        <translation>指南页面</translation>
    </message>
</context>
<context>
    <name>assay::ui::HistoryModel</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>连接</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>耗时</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>行数</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Statement</source>
        <translation>语句</translation>
    </message>
</context>
<context>
    <name>assay::ui::HistoryPanel</name>
    <message>
        <source>Failed only</source>
        <translation>仅失败的</translation>
    </message>
    <message>
        <source>Open in New Cell</source>
        <translation>在新单元格中打开</translation>
    </message>
    <message>
        <source>Search statements, cells, questions, errors</source>
        <translation>搜索语句、单元格、问题、错误</translation>
    </message>
    <message>
        <source>Search the history</source>
        <translation>搜索历史记录</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Statements run</source>
        <translation>已运行的语句</translation>
    </message>
    <message>
        <source>All sources</source>
        <translation>所有来源</translation>
    </message>
    <message>
        <source>Put the selected statement into a new SQL cell below the current one (or double-click it)</source>
        <translation>将所选语句放入当前单元格下方的新 SQL 单元格（或双击）</translation>
    </message>
    <message>
        <source>More</source>
        <translation>更多</translation>
    </message>
    <message>
        <source>Copy Statement</source>
        <translation>复制语句</translation>
    </message>
    <message>
        <source>Keep No History for Production Connections</source>
        <translation>不为生产连接保留历史记录</translation>
    </message>
    <message>
        <source>Clear History…</source>
        <translation>清除历史记录…</translation>
    </message>
    <message>
        <source>Clear History</source>
        <translation>清除历史记录</translation>
    </message>
    <message>
        <source>Remove every statement kept for %1? This cannot be undone.</source>
        <translation>删除为 %1 保存的所有语句？此操作无法撤销。</translation>
    </message>
    <message>
        <source>Connect to a database to see the statements run on it.</source>
        <translation>连接到数据库后即可查看在其上运行的语句。</translation>
    </message>
    <message>
        <source>Nothing run on %1 yet.</source>
        <translation>尚未在 %1 上运行任何语句。</translation>
    </message>
    <message>
        <source>No statement matches.</source>
        <translation>没有匹配的语句。</translation>
    </message>
    <message>
        <source>The newest %1 of %2 statements.</source>
        <translation>%2 条语句中最新的 %1 条。</translation>
    </message>
    <message numerus="yes">
        <source>%n statement(s).</source>
        <translation>
            <numerusform>%n 条语句。</numerusform>
        </translation>
    </message>
    <message>
        <source>This production connection keeps no history (More ▸ Keep No History for Production Connections).</source>
        <translation>此生产连接不保留历史记录（更多 ▸ 不为生产连接保留历史记录）。</translation>
    </message>
</context>
<context>
    <name>assay::ui::HistoryService</name>
    <message>
        <source>The statement history cannot be kept: %1</source>
        <translation>无法保留语句历史记录：%1</translation>
    </message>
    <message>
        <source>A statement could not be added to the history: %1</source>
        <translation>无法将语句加入历史记录：%1</translation>
    </message>
    <message>
        <source>The history could not be cleared: %1</source>
        <translation>无法清除历史记录：%1</translation>
    </message>
</context>
<context>
    <name>assay::ui::ImportDialog</name>
    <message>
        <source>First row names the columns</source>
        <translation>第一行为列名</translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>导入 %1</translation>
    </message>
    <message>
        <source>Click a column&apos;s name to change its type</source>
        <translation>点击列名可更改其类型</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>导入(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Table name:</source>
        <translation>表名(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Sheet:</source>
        <translation>工作表(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Encoding:</source>
        <translation>编码(&amp;E)：</translation>
    </message>
    <message>
        <source>Comma ( , )</source>
        <translation>逗号（,）</translation>
    </message>
    <message>
        <source>Semicolon ( ; )</source>
        <translation>分号（;）</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>制表符</translation>
    </message>
    <message>
        <source>Vertical bar ( | )</source>
        <translation>竖线（|）</translation>
    </message>
    <message>
        <source>&amp;Delimiter:</source>
        <translation>分隔符(&amp;D)：</translation>
    </message>
    <message>
        <source>Double quote ( &quot; )</source>
        <translation>双引号（&quot;）</translation>
    </message>
    <message>
        <source>Single quote ( &apos; )</source>
        <translation>单引号（&apos;）</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>&amp;Quotes:</source>
        <translation>引号(&amp;Q)：</translation>
    </message>
    <message>
        <source>Point (3.5)</source>
        <translation>句点（3.5）</translation>
    </message>
    <message>
        <source>Comma (3,5)</source>
        <translation>逗号（3,5）</translation>
    </message>
    <message>
        <source>Decimal &amp;separator:</source>
        <translation>小数分隔符(&amp;S)：</translation>
    </message>
    <message>
        <source>Day first (31/12/2024)</source>
        <translation>日在前（31/12/2024）</translation>
    </message>
    <message>
        <source>Month first (12/31/2024)</source>
        <translation>月在前（12/31/2024）</translation>
    </message>
    <message>
        <source>D&amp;ates:</source>
        <translation>日期(&amp;A)：</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) imported</source>
        <translation>
            <numerusform>已导入 %n 行</numerusform>
        </translation>
    </message>
    <message>
        <source>Importing…</source>
        <translation>正在导入…</translation>
    </message>
</context>
<context>
    <name>assay::ui::InsightBar</name>
    <message>
        <source>Regenerate</source>
        <translation>重新生成</translation>
    </message>
    <message>
        <source>Describe the current result again</source>
        <translation>重新描述当前结果</translation>
    </message>
    <message>
        <source>Regenerate insight</source>
        <translation>重新生成洞察</translation>
    </message>
    <message>
        <source>Insight about &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>关于 &lt;b&gt;%1&lt;/b&gt; 的洞察</translation>
    </message>
    <message>
        <source>the result has changed since this was written</source>
        <translation>自撰写以来结果已发生变化</translation>
    </message>
</context>
<context>
    <name>assay::ui::InsightController</name>
    <message>
        <source>Only the result of a SQL or chart cell can be described.</source>
        <translation>只能描述 SQL 或图表单元格的结果。</translation>
    </message>
    <message>
        <source>Run %1 first: there is no result to describe yet.</source>
        <translation>请先运行 %1：还没有可描述的结果。</translation>
    </message>
    <message>
        <source>Describing %1…</source>
        <translation>正在描述 %1…</translation>
    </message>
    <message>
        <source>Insight phrased by the model; every number in it was checked against the data.</source>
        <translation>洞察由模型撰写；其中每个数字都已根据数据核对。</translation>
    </message>
    <message>
        <source>Described %1.</source>
        <translation>已描述 %1。</translation>
    </message>
    <message>
        <source>Described without the model: this result reads data the connection&apos;s privacy settings hide or redact, so its values were not sent.</source>
        <translation>未使用模型描述：此结果读取了此连接的隐私设置所隐藏或遮盖的数据，因此其值未被发送。</translation>
    </message>
</context>
<context>
    <name>assay::ui::KnowledgePanel</name>
    <message>
        <source>Added by you</source>
        <translation>由您添加</translation>
    </message>
    <message>
        <source>Thumbs-up</source>
        <translation>点赞</translation>
    </message>
    <message>
        <source>From your queries</source>
        <translation>来自您的查询</translation>
    </message>
    <message>
        <source>Built in</source>
        <translation>内置</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>表</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>列</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>术语表</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>示例</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Share sample values with the language model</source>
        <translation>与语言模型共享示例值</translation>
    </message>
    <message>
        <source>Update</source>
        <translation>更新</translation>
    </message>
    <message>
        <source>Profile and describe the tables that are new or changed since the last build.</source>
        <translation>分析并描述自上次构建以来新增或更改的表。</translation>
    </message>
    <message>
        <source>Rebuild Everything</source>
        <translation>全部重建</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>详情</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>概览</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>表</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>示例</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>搜索</translation>
    </message>
    <message>
        <source>Off: the model sees names, types, comments and counts only. On: it also sees a few of the most common values of each column, which gives better descriptions. Applies to the next build.</source>
        <translation>关闭：模型只能看到名称、类型、注释和计数。开启：模型还能看到每列最常见的几个值，描述会更准确。在下次构建时生效。</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>正在启动…</translation>
    </message>
    <message>
        <source>Indexing values for search: %1 of %2 columns</source>
        <translation>正在为搜索索引值：%1 / %2 列</translation>
    </message>
    <message>
        <source>values indexed for search: %1</source>
        <translation>已为搜索索引的值：%1</translation>
    </message>
    <message>
        <source>Examples written from your queries: %1.</source>
        <translation>根据您的查询编写的示例：%1。</translation>
    </message>
    <message>
        <source>%1 example(s) written; %2 could not be: %3</source>
        <translation>已编写 %1 个示例；%2 个无法编写：%3</translation>
    </message>
    <message>
        <source>Filter tables and columns</source>
        <translation>筛选表和列</translation>
    </message>
    <message>
        <source>The description could not be saved: %1</source>
        <translation>无法保存描述：%1</translation>
    </message>
    <message>
        <source>Double-click a description to write your own; yours is kept over generated text.</source>
        <translation>双击描述即可编写您自己的描述；您的描述优先于生成的文本。</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>添加…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>编辑…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>导入…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>Read terms from a CSV file (columns: term, kind, aliases, definition, expression, table, column, value) or a Markdown list (- **Term** (alias): definition).</source>
        <translation>从 CSV 文件（列：term、kind、aliases、definition、expression、table、column、value）或 Markdown 列表（- **术语** (别名): 定义）读取术语。</translation>
    </message>
    <message>
        <source>Import Glossary</source>
        <translation>导入术语表</translation>
    </message>
    <message>
        <source>Glossary (*.csv *.md *.markdown *.txt)</source>
        <translation>术语表 (*.csv *.md *.markdown *.txt)</translation>
    </message>
    <message>
        <source>Export Glossary</source>
        <translation>导出术语表</translation>
    </message>
    <message>
        <source>CSV (*.csv);;Markdown (*.md)</source>
        <translation>CSV (*.csv);;Markdown (*.md)</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>From</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Select an example to see its SQL.</source>
        <translation>选择一个示例以查看其 SQL。</translation>
    </message>
    <message>
        <source>Write Questions for My Recent Queries</source>
        <translation>为我最近的查询编写问题</translation>
    </message>
    <message>
        <source>The language model reads the queries you ran recently and writes the question each one answers, so Assay can reuse them for similar questions.</source>
        <translation>语言模型会读取您最近运行的查询，并写出每个查询所回答的问题，以便 Assay 在类似问题中复用。</translation>
    </message>
    <message>
        <source>There are no queries in your history yet: run some in the console or the notebook first.</source>
        <translation>您的历史记录中还没有查询：请先在控制台或笔记本中运行一些查询。</translation>
    </message>
    <message>
        <source>Writing questions for your recent queries (%1)…</source>
        <translation>正在为您最近的查询编写问题（%1）…</translation>
    </message>
    <message>
        <source>Try a question or a value: revenue by region, Berlin…</source>
        <translation>试试一个问题或一个值：各地区收入、Berlin…</translation>
    </message>
    <message>
        <source>Found</source>
        <translation>找到的内容</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>What Assay would look at for this text: tables, columns, glossary entries and examples, and the stored values that match.</source>
        <translation>Assay 会针对此文本查看的内容：表、列、术语表条目和示例，以及匹配的存储值。</translation>
    </message>
    <message>
        <source>&lt;p&gt;Connect to a database: Assay profiles its tables and, with a language model, describes them, finds how they relate and suggests questions to start with.&lt;/p&gt;</source>
        <translation>&lt;p&gt;连接数据库：Assay 会分析其中的表，并借助语言模型描述它们、找出它们之间的关系，并推荐入门问题。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Reading the database…&lt;/p&gt;</source>
        <translation>&lt;p&gt;正在读取数据库…&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Nothing is known about this database yet. Press &lt;b&gt;Update&lt;/b&gt; to build it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;尚未了解此数据库的任何信息。请按&lt;b&gt;更新&lt;/b&gt;进行构建。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Purpose</source>
        <translation>用途</translation>
    </message>
    <message>
        <source>Domain</source>
        <translation>领域</translation>
    </message>
    <message>
        <source>Why it matters</source>
        <translation>为什么重要</translation>
    </message>
    <message>
        <source>For example</source>
        <translation>例如</translation>
    </message>
    <message>
        <source>Questions to start with</source>
        <translation>入门问题</translation>
    </message>
    <message>
        <source>What it is about</source>
        <translation>内容概述</translation>
    </message>
    <message>
        <source>How the tables connect</source>
        <translation>表之间如何关联</translation>
    </message>
    <message>
        <source>declared</source>
        <translation>已声明</translation>
    </message>
    <message>
        <source>yours</source>
        <translation>您的</translation>
    </message>
    <message>
        <source>inferred, %1% sure</source>
        <translation>推断，可信度 %1%</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>以及另外 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>未连接。</translation>
    </message>
    <message>
        <source>Building…</source>
        <translation>正在构建…</translation>
    </message>
    <message>
        <source>tables: %1, columns: %2</source>
        <translation>表：%1，列：%2</translation>
    </message>
    <message>
        <source>described by the language model</source>
        <translation>由语言模型描述</translation>
    </message>
    <message>
        <source>profiled only: the language model&apos;s answers could not be used</source>
        <translation>仅做了分析：语言模型的回答无法使用</translation>
    </message>
    <message>
        <source>profiled without a language model</source>
        <translation>在没有语言模型的情况下分析</translation>
    </message>
    <message>
        <source>updated %1</source>
        <translation>更新于 %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 (and %n more)</source>
        <translation>
            <numerusform>%1（以及另外 %n 个）</numerusform>
        </translation>
    </message>
    <message>
        <source>The build was cancelled; what finished is kept and the rest is built next time.</source>
        <translation>构建已取消；已完成的部分会保留，其余部分下次构建。</translation>
    </message>
    <message>
        <source>No longer in the database: %1.</source>
        <translation>已不在数据库中：%1。</translation>
    </message>
    <message>
        <source>The glossary could not be imported: %1</source>
        <translation>无法导入术语表：%1</translation>
    </message>
    <message>
        <source>Glossary entries imported: %1; rows skipped: %2 (see the warnings).</source>
        <translation>已导入术语表条目：%1；跳过的行：%2（请查看警告）。</translation>
    </message>
    <message>
        <source>Glossary entries imported: %1.</source>
        <translation>已导入术语表条目：%1。</translation>
    </message>
    <message>
        <source>The glossary could not be exported: %1</source>
        <translation>无法导出术语表：%1</translation>
    </message>
    <message>
        <source>Glossary exported to %1.</source>
        <translation>术语表已导出到 %1。</translation>
    </message>
    <message>
        <source>The entry could not be saved: %1</source>
        <translation>无法保存条目：%1</translation>
    </message>
    <message>
        <source>The example could not be saved: %1</source>
        <translation>无法保存示例：%1</translation>
    </message>
    <message>
        <source>Stored values</source>
        <translation>存储的值</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Rows with this value: %1</source>
        <translation>包含此值的行：%1</translation>
    </message>
    <message>
        <source>Tables, columns, glossary, examples</source>
        <translation>表、列、术语表、示例</translation>
    </message>
    <message>
        <source>keyword %1 · meaning %2</source>
        <translation>关键词 %1 · 含义 %2</translation>
    </message>
    <message>
        <source>Nothing found.</source>
        <translation>未找到任何内容。</translation>
    </message>
    <message>
        <source>Corrections</source>
        <translation>更正</translation>
    </message>
    <message>
        <source>No terms yet. A glossary tells Assay what your words mean: that “revenue” is the sum of amount, or which regions “EMEA” covers. Add a term, or import a CSV file or a Markdown list.</source>
        <translation>还没有术语。术语表告诉 Assay 您的用语是什么意思：例如“收入”是 amount 的总和，或“EMEA”包括哪些地区。请添加术语，或导入 CSV 文件或 Markdown 列表。</translation>
    </message>
    <message>
        <source>No examples yet. An example pairs a question with the SQL that answers it, and Assay reuses it for similar questions. Add one, or let the language model write questions for the queries you ran recently.</source>
        <translation>还没有示例。示例将问题与回答它的 SQL 配对，Assay 会在类似问题中复用它。请添加一个，或让语言模型为您最近运行的查询编写问题。</translation>
    </message>
    <message>
        <source>Relationships</source>
        <translation>关系</translation>
    </message>
</context>
<context>
    <name>assay::ui::KnowledgeTreeModel</name>
    <message>
        <source>Written by you; kept over anything generated.</source>
        <translation>由您编写；优先于任何生成的内容。</translation>
    </message>
    <message>
        <source>Written by the language model from names, types and statistics.</source>
        <translation>由语言模型根据名称、类型和统计信息编写。</translation>
    </message>
    <message>
        <source>The database&apos;s own comment.</source>
        <translation>数据库自带的注释。</translation>
    </message>
    <message>
        <source>Derived from the schema.</source>
        <translation>从模式推导而来。</translation>
    </message>
    <message>
        <source>No description yet. Double-click to write one.</source>
        <translation>还没有描述。双击即可编写。</translation>
    </message>
    <message>
        <source>fact</source>
        <translation>事实</translation>
    </message>
    <message>
        <source>dimension</source>
        <translation>维度</translation>
    </message>
    <message>
        <source>bridge</source>
        <translation>桥接</translation>
    </message>
    <message>
        <source>lookup</source>
        <translation>查找表</translation>
    </message>
    <message>
        <source>key %1</source>
        <translation>键 %1</translation>
    </message>
    <message>
        <source>about: %1</source>
        <translation>关于：%1</translation>
    </message>
    <message>
        <source>Table / column</source>
        <translation>表 / 列</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>描述</translation>
    </message>
    <message>
        <source>What the data shows</source>
        <translation>数据显示的内容</translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln 行</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>assay::ui::LlmSettingsDialog</name>
    <message>
        <source>Language Models</source>
        <translation>语言模型</translation>
    </message>
    <message>
        <source>Providers</source>
        <translation>提供方</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Usage</source>
        <translation>用量</translation>
    </message>
    <message>
        <source>Where keys are kept</source>
        <translation>密钥的保存位置</translation>
    </message>
    <message>
        <source>No secret store: keys are kept for this session only.</source>
        <translation>没有密钥存储：密钥仅在本次会话中保留。</translation>
    </message>
    <message>
        <source>kept for this session only</source>
        <translation>仅在本次会话中保留</translation>
    </message>
    <message>
        <source>it goes to the system keychain</source>
        <translation>保存到系统钥匙串</translation>
    </message>
</context>
<context>
    <name>assay::ui::MainWindow</name>
    <message>
        <source>Notebook</source>
        <translation>笔记本</translation>
    </message>
    <message>
        <source>Console</source>
        <translation>控制台</translation>
    </message>
    <message>
        <source>Schema</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Dependencies</source>
        <translation>依赖关系</translation>
    </message>
    <message>
        <source>Knowledge</source>
        <translation>知识</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>助手</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>未连接</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>正在连接到 %1…</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>正在连接…</translation>
    </message>
    <message>
        <source>Connected to %1</source>
        <translation>已连接到 %1</translation>
    </message>
    <message>
        <source>Reading the schema…</source>
        <translation>正在读取模式…</translation>
    </message>
    <message>
        <source>The schema could not be read: %1</source>
        <translation>无法读取模式：%1</translation>
    </message>
    <message>
        <source>%1 Assay will reconnect when you run the next statement.</source>
        <translation>%1 运行下一条语句时 Assay 会重新连接。</translation>
    </message>
    <message>
        <source>All cells ran.</source>
        <translation>所有单元格均已运行。</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New Notebook</source>
        <translation>新建笔记本(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open Notebook…</source>
        <translation>打开笔记本(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Welcome Notebook</source>
        <translation>打开欢迎笔记本(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Connect to a Database…</source>
        <translation>连接数据库(&amp;C)…</translation>
    </message>
    <message>
        <source>Open Sample &amp;Database</source>
        <translation>打开示例数据库(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Refresh Schema</source>
        <translation>刷新模式(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Disconnect</source>
        <translation>断开连接(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Cell</source>
        <translation>单元格(&amp;C)</translation>
    </message>
    <message>
        <source>Add &amp;SQL Cell</source>
        <translation>添加 SQL 单元格(&amp;S)</translation>
    </message>
    <message>
        <source>Add &amp;Chart Cell</source>
        <translation>添加图表单元格(&amp;C)</translation>
    </message>
    <message>
        <source>Add &amp;Text Cell</source>
        <translation>添加文本单元格(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Run Cell</source>
        <translation>运行单元格(&amp;R)</translation>
    </message>
    <message>
        <source>Run the current cell and what reads it (Ctrl+Enter in a cell)</source>
        <translation>运行当前单元格以及读取它的单元格（在单元格中按 Ctrl+Enter）</translation>
    </message>
    <message>
        <source>Run &amp;All</source>
        <translation>全部运行(&amp;A)</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation>上移(&amp;U)</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>下移(&amp;D)</translation>
    </message>
    <message>
        <source>De&amp;lete Cell</source>
        <translation>删除单元格(&amp;L)</translation>
    </message>
    <message>
        <source>Re-run &amp;Dependent Cells Automatically</source>
        <translation>自动重新运行依赖单元格(&amp;D)</translation>
    </message>
    <message>
        <source>When off, running a cell marks the cells that read it as stale instead</source>
        <translation>关闭时，运行单元格只会将读取它的单元格标记为已过期</translation>
    </message>
    <message>
        <source>&amp;Console</source>
        <translation>控制台(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <source>Follow the &amp;System</source>
        <translation>跟随系统(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>设置(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Language Models…</source>
        <translation>语言模型(&amp;L)…</translation>
    </message>
    <message>
        <source>&amp;Appearance…</source>
        <translation>外观(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>User &amp;Guide</source>
        <translation>用户指南(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Tour</source>
        <translation>导览(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;About Assay</source>
        <translation>关于 Assay(&amp;A)</translation>
    </message>
    <message>
        <source>About Assay</source>
        <translation>关于 Assay</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Assay %1&lt;/h3&gt;&lt;p&gt;A desktop notebook for data analysts: SQL, charts and questions in plain language.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Assay %1&lt;/h3&gt;&lt;p&gt;面向数据分析师的桌面笔记本：SQL、图表和自然语言提问。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source>Not connected.

Connect with File → Connect to a Database… (Ctrl+Shift+N), or open the sample database with File → Open Sample Database.</source>
        <translation>未连接。

请通过“文件 → 连接数据库…”（Ctrl+Shift+N）连接，或通过“文件 → 打开示例数据库”打开示例数据库。</translation>
    </message>
    <message>
        <source>Your notebook</source>
        <translation>您的笔记本</translation>
    </message>
    <message>
        <source>Cells of SQL, charts and text. A cell reads another by its name. Ctrl+Enter runs a cell; Esc switches to command mode (A/B add cells, DD deletes).</source>
        <translation>由 SQL、图表和文本组成的单元格。一个单元格可以按名称读取另一个单元格。Ctrl+Enter 运行单元格；Esc 切换到命令模式（A/B 添加单元格，DD 删除）。</translation>
    </message>
    <message>
        <source>Ask in plain language</source>
        <translation>用自然语言提问</translation>
    </message>
    <message>
        <source>Your database</source>
        <translation>您的数据库</translation>
    </message>
    <message>
        <source>Tables, views and columns of the connected database. Double-click a table to see its rows, or drag it into the notebook. Help → User Guide (F1) tells the rest.</source>
        <translation>已连接数据库的表、视图和列。双击表可查看其行，也可将其拖入笔记本。其余内容请参阅“帮助 → 用户指南”（F1）。</translation>
    </message>
    <message>
        <source>an untitled notebook</source>
        <translation>一个未命名的笔记本</translation>
    </message>
    <message>
        <source>Recover Unsaved Work</source>
        <translation>恢复未保存的工作</translation>
    </message>
    <message numerus="yes">
        <source>Assay closed unexpectedly while you were editing %1 (%n cell(s), autosaved %2).

Restore it?</source>
        <translation>
            <numerusform>您编辑 %1 时 Assay 意外关闭（%n 个单元格，自动保存于 %2）。

要恢复吗？</numerusform>
        </translation>
    </message>
    <message>
        <source>The unsaved work could not be restored: %1</source>
        <translation>无法恢复未保存的工作：%1</translation>
    </message>
    <message>
        <source>Restored %1. Save it to keep it.</source>
        <translation>已恢复 %1。请保存以保留它。</translation>
    </message>
    <message>
        <source>Creating the sample database…</source>
        <translation>正在创建示例数据库…</translation>
    </message>
    <message>
        <source>Creating the sample database (first run only)…</source>
        <translation>正在创建示例数据库（仅首次运行）…</translation>
    </message>
    <message>
        <source>The sample database could not be created.</source>
        <translation>无法创建示例数据库。</translation>
    </message>
    <message>
        <source>The sample database could not be created: %1</source>
        <translation>无法创建示例数据库：%1</translation>
    </message>
    <message>
        <source>Creating the sample database… %1%</source>
        <translation>正在创建示例数据库… %1%</translation>
    </message>
    <message>
        <source>Password for %1</source>
        <translation>%1 的密码</translation>
    </message>
    <message>
        <source>%1

Password for %2:</source>
        <translation>%1

%2 的密码：</translation>
    </message>
    <message>
        <source>Explore %1</source>
        <translation>探索 %1</translation>
    </message>
    <message>
        <source>Open Notebook</source>
        <translation>打开笔记本</translation>
    </message>
    <message>
        <source>Assay notebooks (*.assaynb);;All files (*)</source>
        <translation>Assay 笔记本 (*.assaynb);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Save Notebook</source>
        <translation>保存笔记本</translation>
    </message>
    <message>
        <source>Assay notebooks (*.assaynb)</source>
        <translation>Assay 笔记本 (*.assaynb)</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>This notebook&apos;s connection was not used: %1</source>
        <translation>未使用此笔记本的连接：%1</translation>
    </message>
    <message>
        <source>This notebook reads from “%1” (%2, %3). Assay has not connected or run anything; connect when you trust where it points.</source>
        <translation>此笔记本从“%1”（%2，%3）读取数据。Assay 尚未连接，也未运行任何内容；如果您信任其指向的位置，再进行连接。</translation>
    </message>
    <message>
        <source>Connect…</source>
        <translation>连接…</translation>
    </message>
    <message>
        <source>Cell “%1”</source>
        <translation>单元格“%1”</translation>
    </message>
    <message>
        <source>C&amp;hart This Result</source>
        <translation>为此结果绘制图表(&amp;H)</translation>
    </message>
    <message>
        <source>Descri&amp;be This Result</source>
        <translation>描述此结果(&amp;B)</translation>
    </message>
    <message>
        <source>Co&amp;mmand Mode</source>
        <translation>命令模式(&amp;M)</translation>
    </message>
    <message>
        <source>Select the current cell as a whole: A/B add cells, DD deletes, Enter edits (Esc in a cell)</source>
        <translation>将当前单元格作为整体选中：A/B 添加单元格，DD 删除，Enter 编辑（在单元格中按 Esc）</translation>
    </message>
    <message>
        <source>&amp;Preview Requests Before Sending</source>
        <translation>发送前预览请求(&amp;P)</translation>
    </message>
    <message>
        <source>Go to &amp;Notebook</source>
        <translation>转到笔记本(&amp;N)</translation>
    </message>
    <message>
        <source>Go to &amp;Schema</source>
        <translation>转到数据库结构(&amp;S)</translation>
    </message>
    <message>
        <source>Go to &amp;Assistant</source>
        <translation>转到助手(&amp;A)</translation>
    </message>
    <message>
        <source>Go to C&amp;onsole</source>
        <translation>转到控制台(&amp;O)</translation>
    </message>
    <message>
        <source>The Assistant turns questions into SQL, chart and insight cells. It works without a language model too: common questions (counts, top N, trends, shares) are answered by rules. Add a model in Settings → Language Models… for the rest.</source>
        <translation>助手会把问题变成 SQL、图表和洞察单元格。它在没有语言模型时也能工作：常见问题（计数、前 N 名、趋势、占比）由规则回答。其余问题请在“设置 → 语言模型…”中添加模型。</translation>
    </message>
    <message>
        <source>Open &amp;Data File…</source>
        <translation>打开数据文件(&amp;D)…</translation>
    </message>
    <message>
        <source>Open a CSV, TSV, JSON or Excel file as a table</source>
        <translation>将 CSV、TSV、JSON 或 Excel 文件作为表打开</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <translation>撤销：%1</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>没有可撤销的操作</translation>
    </message>
    <message>
        <source>Redo: %1</source>
        <translation>重做：%1</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>没有可重做的操作</translation>
    </message>
    <message>
        <source>Assay could not open %1: there is no such file.</source>
        <translation>Assay 无法打开 %1：没有这个文件。</translation>
    </message>
    <message>
        <source>Assay could not open %1: it is a folder. Open a database, notebook or data file in it.</source>
        <translation>Assay 无法打开 %1：这是一个文件夹。请打开其中的数据库、笔记本或数据文件。</translation>
    </message>
    <message>
        <source>Add &amp;Parameter Cell</source>
        <translation>添加参数单元格(&amp;P)</translation>
    </message>
    <message>
        <source>Save Parameter &amp;Values in the File</source>
        <translation>在文件中保存参数值(&amp;V)</translation>
    </message>
    <message>
        <source>When off, parameters are saved with their defaults only</source>
        <translation>关闭时，参数只保存其默认值</translation>
    </message>
    <message>
        <source>Connect</source>
        <comment>toolbar</comment>
        <translation>连接</translation>
    </message>
    <message>
        <source>SQL</source>
        <comment>toolbar</comment>
        <translation>SQL</translation>
    </message>
    <message>
        <source>Chart</source>
        <comment>toolbar</comment>
        <translation>图表</translation>
    </message>
    <message>
        <source>Text</source>
        <comment>toolbar</comment>
        <translation>文本</translation>
    </message>
    <message>
        <source>Run</source>
        <comment>toolbar</comment>
        <translation>运行</translation>
    </message>
    <message>
        <source>Run All</source>
        <comment>toolbar</comment>
        <translation>全部运行</translation>
    </message>
    <message>
        <source>Stop</source>
        <comment>toolbar</comment>
        <translation>停止</translation>
    </message>
    <message>
        <source>%1 has changes that are not saved.

Discarded changes are kept as a copy in Assay&apos;s recovery folder.</source>
        <translation>%1 有未保存的更改。

放弃的更改会以副本形式保存在 Assay 的恢复文件夹中。</translation>
    </message>
</context>
<context>
    <name>assay::ui::MarkdownCellWidget</name>
    <message>
        <source>Double-click to edit</source>
        <translation>双击以编辑</translation>
    </message>
    <message>
        <source>Rendered text</source>
        <translation>渲染后的文本</translation>
    </message>
    <message>
        <source>Markdown. {{cell_name}} shows a cell&apos;s single value. Shift+Enter or Esc renders.</source>
        <translation>Markdown。{{cell_name}} 显示某个单元格的单个值。Shift+Enter 或 Esc 进行渲染。</translation>
    </message>
    <message>
        <source>Markdown editor</source>
        <translation>Markdown 编辑器</translation>
    </message>
    <message>
        <source>(deleted)</source>
        <translation>（已删除）</translation>
    </message>
</context>
<context>
    <name>assay::ui::MessageBanner</name>
    <message>
        <source>Dismiss</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Dismiss message</source>
        <translation>关闭消息</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>消息</translation>
    </message>
</context>
<context>
    <name>assay::ui::NotebookDocument</name>
    <message>
        <source>Autosave failed: %1</source>
        <translation>自动保存失败：%1</translation>
    </message>
    <message>
        <source>Untitled notebook</source>
        <translation>未命名笔记本</translation>
    </message>
    <message>
        <source>Choose where to save the notebook first.</source>
        <translation>请先选择笔记本的保存位置。</translation>
    </message>
    <message>
        <source>The unsaved work was kept, because no copy of it could be written (%1). Save it first.</source>
        <translation>未保存的工作已保留，因为无法写入其副本（%1）。请先保存。</translation>
    </message>
    <message>
        <source>The unsaved work was discarded; a copy is in %1.</source>
        <translation>未保存的工作已放弃；副本位于 %1。</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
</context>
<context>
    <name>assay::ui::NotebookView</name>
    <message>
        <source>Notebook</source>
        <translation>笔记本</translation>
    </message>
    <message>
        <source>Esc enters command mode: A and B add a cell above or below, D twice deletes, Enter edits, Up and Down move between cells, Shift+Enter runs and moves on.</source>
        <translation>Esc 进入命令模式：A 和 B 在上方或下方添加单元格，按两次 D 删除，Enter 编辑，上下方向键在单元格之间移动，Shift+Enter 运行并前进。</translation>
    </message>
    <message>
        <source>Add %1 cell</source>
        <translation>添加%1单元格</translation>
    </message>
    <message>
        <source>SQL</source>
        <translation>SQL</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>This notebook is empty. Add a SQL cell with the buttons below (or Ctrl+Alt+S, or B in command mode), write a query and press Ctrl+Enter to run it. Or ask the Assistant a question in plain language.</source>
        <translation>此笔记本为空。请用下方按钮（或 Ctrl+Alt+S，或在命令模式中按 B）添加 SQL 单元格，编写查询并按 Ctrl+Enter 运行。也可以用自然语言向助手提问。</translation>
    </message>
    <message>
        <source>Command mode: A/B add a cell above/below, DD deletes, Enter edits, Up/Down move, Shift+Enter runs. F1 lists every key.</source>
        <translation>命令模式：A/B 在上方/下方添加单元格，DD 删除，Enter 编辑，上/下移动，Shift+Enter 运行。F1 列出所有按键。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be a cell name: use letters, digits and underscores, starting with a letter, and not a SQL keyword.</source>
        <translation>“%1”不能作为单元格名称：请使用字母、数字和下划线，以字母开头，且不能是 SQL 关键字。</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation>重命名 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n other cell(s) read %1: %2.

Update them to read %3?</source>
        <translation>
            <numerusform>另有 %n 个单元格读取 %1：%2。

要将它们更新为读取 %3 吗？</numerusform>
        </translation>
    </message>
    <message>
        <source>Empty notebook</source>
        <translation>空笔记本</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>参数</translation>
    </message>
</context>
<context>
    <name>assay::ui::ParameterCellWidget</name>
    <message>
        <source>Cells that read this parameter</source>
        <translation>读取此参数的单元格</translation>
    </message>
    <message>
        <source>Define</source>
        <translation>定义</translation>
    </message>
    <message>
        <source>Type, choices and default of this parameter</source>
        <translation>此参数的类型、选项和默认值</translation>
    </message>
    <message>
        <source>Define parameter</source>
        <translation>定义参数</translation>
    </message>
    <message>
        <source>no cell reads it yet</source>
        <translation>尚无单元格读取它</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 及另外 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>read by %1</source>
        <translation>被 %1 读取</translation>
    </message>
</context>
<context>
    <name>assay::ui::ParameterDefinition</name>
    <message>
        <source>Several values</source>
        <translation>多个值</translation>
    </message>
    <message>
        <source>Choices from</source>
        <translation>选项来自</translation>
    </message>
    <message>
        <source>Parameter type</source>
        <translation>参数类型</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>列表</translation>
    </message>
    <message>
        <source>a query</source>
        <translation>查询</translation>
    </message>
    <message>
        <source>North, South, East, West</source>
        <translation>北, 南, 东, 西</translation>
    </message>
    <message>
        <source>Choices</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>SELECT DISTINCT region FROM customers ORDER BY 1 — its first column gives the choices; Run loads them.</source>
        <translation>SELECT DISTINCT region FROM customers ORDER BY 1 — 第一列提供选项；运行即可加载。</translation>
    </message>
    <message>
        <source>Query for the choices</source>
        <translation>选项的查询</translation>
    </message>
    <message>
        <source>Default value</source>
        <translation>默认值</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>查询</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>默认</translation>
    </message>
    <message>
        <source>North, South</source>
        <translation>北, 南</translation>
    </message>
</context>
<context>
    <name>assay::ui::ParameterInput</name>
    <message>
        <source>Parameter value</source>
        <translation>参数值</translation>
    </message>
    <message>
        <source>From</source>
        <translation>从</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>To</source>
        <translation>到</translation>
    </message>
    <message>
        <source>Parameter values</source>
        <translation>参数值</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>筛选</translation>
    </message>
    <message>
        <source>Values to choose</source>
        <translation>可选的值</translation>
    </message>
    <message>
        <source>All</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>(none chosen)</source>
        <translation>（未选择）</translation>
    </message>
</context>
<context>
    <name>assay::ui::PricesPage</name>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Input / 1M tokens</source>
        <translation>输入 / 百万令牌</translation>
    </message>
    <message>
        <source>Output / 1M tokens</source>
        <translation>输出 / 百万令牌</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>恢复默认值</translation>
    </message>
    <message>
        <source>Prices per million tokens, used for the cost figures. A model matches its exact name, else the longest name it starts with (&quot;gpt-4o-mini-2024-07-18&quot; uses &quot;gpt-4o-mini&quot;). The defaults are list prices from late 2025: check your provider&apos;s page. A model without a price has an unknown cost, shown as such; enter 0 for a free one. Ollama&apos;s local models cost nothing.</source>
        <translation>每百万令牌的价格，用于计算费用。模型先按完整名称匹配，否则按其名称开头的最长名称匹配（“gpt-4o-mini-2024-07-18”使用“gpt-4o-mini”）。默认值为 2025 年底的公开价格：请查看您的提供方的页面。没有价格的模型费用未知，并会如此显示；免费模型请输入 0。Ollama 的本地模型不产生费用。</translation>
    </message>
</context>
<context>
    <name>assay::ui::PrivacyDialog</name>
    <message>
        <source>Privacy for This Connection</source>
        <translation>此连接的隐私设置</translation>
    </message>
    <message>
        <source>&amp;Share sample values with the model (helps it match names like &apos;Berlin&apos;)</source>
        <translation>与模型共享示例值(&amp;S)（有助于匹配“Berlin”之类的名称）</translation>
    </message>
    <message>
        <source>e.g. employees, payroll</source>
        <translation>例如：employees, payroll</translation>
    </message>
    <message>
        <source>Tables hidden from the model</source>
        <translation>对模型隐藏的表</translation>
    </message>
    <message>
        <source>e.g. audit_log</source>
        <translation>例如：audit_log</translation>
    </message>
    <message>
        <source>Tables never queried</source>
        <translation>从不查询的表</translation>
    </message>
    <message>
        <source>e.g. customers.email, customers.phone</source>
        <translation>例如：customers.email, customers.phone</translation>
    </message>
    <message>
        <source>Columns hidden from the model</source>
        <translation>对模型隐藏的列</translation>
    </message>
    <message>
        <source>e.g. customers.last_name</source>
        <translation>例如：customers.last_name</translation>
    </message>
    <message>
        <source>Columns whose values are never sent</source>
        <translation>从不发送其值的列</translation>
    </message>
    <message>
        <source>&amp;Hidden tables:</source>
        <translation>隐藏的表(&amp;H)：</translation>
    </message>
    <message>
        <source>&amp;Never queried:</source>
        <translation>从不查询(&amp;N)：</translation>
    </message>
    <message>
        <source>Hidden &amp;columns:</source>
        <translation>隐藏的列(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Redacted values:</source>
        <translation>遮盖的值(&amp;R)：</translation>
    </message>
    <message>
        <source>By default the assistant sends the model only the schema and statistics, never cell values. Hidden tables and columns are left out of every request, and the database itself refuses the assistant&apos;s queries that read them, through views too. Redacted columns come back as %1. Separate names with commas; write columns as table.column.</source>
        <translation>默认情况下，助手只向模型发送架构和统计信息，从不发送单元格的值。隐藏的表和列不会出现在任何请求中，数据库本身也会拒绝助手读取它们的查询（包括通过视图）。遮盖的列返回为 %1。名称之间用逗号分隔；列写作 表.列。</translation>
    </message>
    <message>
        <source>What the assistant was refused or shown masked on this connection, newest first:</source>
        <translation>在此连接上助手被拒绝或只看到遮盖内容的记录（最新的在前）：</translation>
    </message>
    <message>
        <source>When</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>决定</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Statement</source>
        <translation>语句</translation>
    </message>
    <message>
        <source>Privacy decisions</source>
        <translation>隐私决定</translation>
    </message>
    <message>
        <source>None yet</source>
        <translation>暂无</translation>
    </message>
    <message>
        <source>Save the connection first.</source>
        <translation>请先保存连接。</translation>
    </message>
    <message>
        <source>Nothing was refused or masked.</source>
        <translation>没有被拒绝或遮盖的内容。</translation>
    </message>
    <message>
        <source>Masked: %1</source>
        <translation>已遮盖：%1</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>已拒绝</translation>
    </message>
</context>
<context>
    <name>assay::ui::ProviderEditor</name>
    <message>
        <source>Could not list models: %1</source>
        <translation>无法列出模型：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n model(s) available.</source>
        <translation>
            <numerusform>有 %n 个可用模型。</numerusform>
        </translation>
    </message>
    <message>
        <source>Provider kind</source>
        <translation>提供方类型</translation>
    </message>
    <message>
        <source>e.g. OpenAI, Local Ollama</source>
        <translation>例如：OpenAI、本地 Ollama</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API 密钥</translation>
    </message>
    <message>
        <source>Show or hide the key</source>
        <translation>显示或隐藏密钥</translation>
    </message>
    <message>
        <source>Chat model</source>
        <translation>聊天模型</translation>
    </message>
    <message>
        <source>List Models</source>
        <translation>列出模型</translation>
    </message>
    <message>
        <source>Ask the server which models it offers</source>
        <translation>询问服务器提供哪些模型</translation>
    </message>
    <message>
        <source>Embedding model</source>
        <translation>嵌入模型</translation>
    </message>
    <message>
        <source>none: Assay embeds locally</source>
        <translation>无：Assay 在本地生成嵌入</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>可选</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>类型(&amp;K)：</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>Base &amp;URL:</source>
        <translation>基础 &amp;URL：</translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation>API 密钥(&amp;K)：</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>模型(&amp;M)：</translation>
    </message>
    <message>
        <source>&amp;Embeddings:</source>
        <translation>嵌入(&amp;E)：</translation>
    </message>
    <message>
        <source>API &amp;version:</source>
        <translation>API 版本(&amp;V)：</translation>
    </message>
    <message>
        <source>&amp;Deployment:</source>
        <translation>部署(&amp;D)：</translation>
    </message>
    <message>
        <source>Embedding de&amp;ployment:</source>
        <translation>嵌入部署(&amp;P)：</translation>
    </message>
    <message>
        <source>Limits</source>
        <translation>限制</translation>
    </message>
    <message>
        <source>Requests in flight at once; the rest wait their turn</source>
        <translation>同时进行的请求数；其余请求排队等待</translation>
    </message>
    <message>
        <source>Extra attempts after network errors, rate limits and server errors</source>
        <translation>在网络错误、频率限制和服务器错误后的额外重试次数</translation>
    </message>
    <message>
        <source>Parallel requests:</source>
        <translation>并行请求：</translation>
    </message>
    <message>
        <source>Retries:</source>
        <translation>重试次数：</translation>
    </message>
    <message>
        <source>Connect within:</source>
        <translation>连接时限：</translation>
    </message>
    <message>
        <source>First token within:</source>
        <translation>首个令牌时限：</translation>
    </message>
    <message>
        <source>Whole answer within:</source>
        <translation>完整回答时限：</translation>
    </message>
    <message>
        <source>Until the request is on its way</source>
        <translation>直到请求发出</translation>
    </message>
    <message>
        <source>From sending until the first words of a streamed answer</source>
        <translation>从发送到流式回答的第一个字</translation>
    </message>
    <message>
        <source>One attempt, from start to end</source>
        <translation>一次尝试，从开始到结束</translation>
    </message>
    <message>
        <source>Test Connection</source>
        <translation>测试连接</translation>
    </message>
    <message>
        <source>Connection test result</source>
        <translation>连接测试结果</translation>
    </message>
    <message>
        <source>A key is stored; type a new one to replace it</source>
        <translation>已存储密钥；输入新密钥即可替换</translation>
    </message>
    <message>
        <source>usually not needed for local servers</source>
        <translation>本地服务器通常不需要</translation>
    </message>
    <message>
        <source>paste the key; %1</source>
        <translation>粘贴密钥；%1</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>正在连接到 %1…</translation>
    </message>
    <message>
        <source>Asking for the model list…</source>
        <translation>正在获取模型列表…</translation>
    </message>
    <message>
        <source>Lists the models, then asks the model one small question shaped like Assay&apos;s own</source>
        <translation>列出模型，然后向模型提出一个与 Assay 自身请求形式相同的小问题</translation>
    </message>
    <message>
        <source>Automatic (Responses on OpenAI, Chat Completions elsewhere)</source>
        <translation>自动（OpenAI 使用 Responses，其他使用 Chat Completions）</translation>
    </message>
    <message>
        <source>Responses API</source>
        <translation>Responses API</translation>
    </message>
    <message>
        <source>Chat Completions</source>
        <translation>Chat Completions</translation>
    </message>
    <message>
        <source>OpenAI&apos;s own service speaks the Responses API; Ollama, LM Studio, vLLM, llama.cpp, LiteLLM, OpenRouter and Azure deployments speak Chat Completions</source>
        <translation>OpenAI 自己的服务使用 Responses API；Ollama、LM Studio、vLLM、llama.cpp、LiteLLM、OpenRouter 和 Azure 部署使用 Chat Completions</translation>
    </message>
    <message>
        <source>&amp;Protocol:</source>
        <translation>协议(&amp;P)：</translation>
    </message>
</context>
<context>
    <name>assay::ui::ProvidersPage</name>
    <message>
        <source>Providers</source>
        <translation>提供方</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>（未命名）</translation>
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
        <translation>本地 Ollama</translation>
    </message>
    <message>
        <source>Roles of this provider</source>
        <translation>此提供方的角色</translation>
    </message>
    <message>
        <source>Use for Questions</source>
        <translation>用于提问</translation>
    </message>
    <message>
        <source>Let this provider answer questions: it takes the Reasoning and Fast roles</source>
        <translation>让此提供方回答问题：它将承担“推理”和“快速”角色</translation>
    </message>
    <message>
        <source>No provider yet: add one to let a language model answer questions. Until then the offline assistant answers.</source>
        <translation>还没有提供方：添加一个即可让语言模型回答问题。在此之前由离线助手回答。</translation>
    </message>
    <message>
        <source>Not used yet: no role is assigned to this provider, so it answers no questions.</source>
        <translation>尚未使用：此提供方未分配任何角色，因此不回答任何问题。</translation>
    </message>
    <message>
        <source>Serves: %1 (change on the Models tab).</source>
        <translation>承担：%1（可在“模型”选项卡中更改）。</translation>
    </message>
</context>
<context>
    <name>assay::ui::RelationshipDialog</name>
    <message>
        <source>Add Relationship</source>
        <translation>添加关系</translation>
    </message>
    <message>
        <source>Table:</source>
        <translation>表：</translation>
    </message>
    <message>
        <source>Column:</source>
        <translation>列：</translation>
    </message>
    <message>
        <source>Refers to table:</source>
        <translation>引用的表：</translation>
    </message>
    <message>
        <source>Key column:</source>
        <translation>键列：</translation>
    </message>
    <message>
        <source>Each value of the column names a row of the other table by its key column. Questions that need both tables join them this way.</source>
        <translation>该列的每个值通过键列指向另一张表中的一行。需要这两张表的问题会以此方式连接它们。</translation>
    </message>
</context>
<context>
    <name>assay::ui::RelationshipsList</name>
    <message>
        <source>Found in the data</source>
        <translation>在数据中发现</translation>
    </message>
    <message>
        <source>Yours</source>
        <translation>您的</translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation>已拒绝</translation>
    </message>
    <message>
        <source>Declared</source>
        <translation>已声明</translation>
    </message>
    <message>
        <source>Declared, table missing</source>
        <translation>已声明，表缺失</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>接受</translation>
    </message>
    <message>
        <source>Reject</source>
        <translation>拒绝</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>添加…</translation>
    </message>
    <message>
        <source>Undo Decision</source>
        <translation>撤销决定</translation>
    </message>
    <message>
        <source>How the tables connect: keys the database declares, and relationships Assay found in the data with the evidence for each. Accept or reject what was found, or add one; questions, the model and other assistants use what you decide.</source>
        <translation>表之间如何关联：数据库声明的键，以及 Assay 在数据中发现的关系及其依据。接受或拒绝发现的关系，或添加一个；提问、模型和其他助手都会使用您的决定。</translation>
    </message>
    <message>
        <source>Relationship</source>
        <translation>关系</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>置信度</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>依据</translation>
    </message>
    <message>
        <source>Keep the selected relationships: joins use them as surely as declared keys.</source>
        <translation>保留所选关系：连接会像使用已声明的键一样使用它们。</translation>
    </message>
    <message>
        <source>Drop the selected relationships: no join uses them, and rebuilding does not bring them back.</source>
        <translation>舍弃所选关系：不会有连接使用它们，重新构建也不会恢复。</translation>
    </message>
    <message>
        <source>Take back your decision about the selected relationships.</source>
        <translation>撤回您对所选关系的决定。</translation>
    </message>
    <message>
        <source>The database declares this foreign key.</source>
        <translation>数据库声明了此外键。</translation>
    </message>
    <message>
        <source>You stated this relationship.</source>
        <translation>此关系由您指定。</translation>
    </message>
    <message>
        <source>Select a relationship to see why Assay believes it.</source>
        <translation>选择一个关系，查看 Assay 认为它成立的原因。</translation>
    </message>
    <message>
        <source>The decision could not be saved: %1</source>
        <translation>无法保存该决定：%1</translation>
    </message>
    <message>
        <source>The decision could not be taken back: %1</source>
        <translation>无法撤回该决定：%1</translation>
    </message>
    <message>
        <source>The relationship could not be added: %1</source>
        <translation>无法添加该关系：%1</translation>
    </message>
</context>
<context>
    <name>assay::ui::ReportExportDialog</name>
    <message>
        <source>Queries and results</source>
        <translation>查询和结果</translation>
    </message>
    <message>
        <source>Results only</source>
        <translation>仅结果</translation>
    </message>
    <message>
        <source>Chart &amp;images:</source>
        <translation>图表图像(&amp;I)：</translation>
    </message>
    <message>
        <source>Export Report</source>
        <translation>导出报告</translation>
    </message>
    <message>
        <source>HTML page (one self-contained file)</source>
        <translation>HTML 页面（单个独立文件）</translation>
    </message>
    <message>
        <source>PDF document</source>
        <translation>PDF 文档</translation>
    </message>
    <message>
        <source>Markdown (images in a folder beside it)</source>
        <translation>Markdown（图像放在旁边的文件夹中）</translation>
    </message>
    <message>
        <source>Jupyter notebook (.ipynb)</source>
        <translation>Jupyter 笔记本 (.ipynb)</translation>
    </message>
    <message>
        <source> rows</source>
        <translation> 行</translation>
    </message>
    <message>
        <source>Longer results show their first rows and how many there are in all.</source>
        <translation>较长的结果显示前几行以及总行数。</translation>
    </message>
    <message>
        <source>SVG (sharp at any size)</source>
        <translation>SVG（任何尺寸都清晰）</translation>
    </message>
    <message>
        <source>PNG (opens everywhere)</source>
        <translation>PNG（随处可打开）</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>格式(&amp;F)：</translation>
    </message>
    <message>
        <source>Contents:</source>
        <translation>内容：</translation>
    </message>
    <message>
        <source>&amp;Each result shows:</source>
        <translation>每个结果显示(&amp;E)：</translation>
    </message>
    <message>
        <source>&amp;Save to:</source>
        <translation>保存到(&amp;S)：</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>One file with its styles and charts inside: open it in any browser or attach it to an email.</source>
        <translation>一个包含样式和图表的文件：可在任何浏览器中打开或作为邮件附件。</translation>
    </message>
    <message>
        <source>Paged for printing; charts stay sharp when zoomed and long tables repeat their header on each page.</source>
        <translation>按打印分页；缩放时图表保持清晰，长表格在每页重复表头。</translation>
    </message>
    <message>
        <source>Chart images go in the folder %1 beside the file.</source>
        <translation>图表图像放在文件旁边的文件夹 %1 中。</translation>
    </message>
    <message>
        <source>SQL cells become %%sql cells (JupySQL), charts become image outputs.</source>
        <translation>SQL 单元格变为 %%sql 单元格（JupySQL），图表变为图像输出。</translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <translation>%1 文件 (*.%2)</translation>
    </message>
    <message>
        <source>About the file</source>
        <translation>关于文件</translation>
    </message>
</context>
<context>
    <name>assay::ui::ReportExporter</name>
    <message>
        <source>The export was cancelled.</source>
        <translation>导出已取消。</translation>
    </message>
    <message>
        <source>Drawing %1</source>
        <translation>正在绘制 %1</translation>
    </message>
    <message>
        <source>Writing %1</source>
        <translation>正在写入 %1</translation>
    </message>
</context>
<context>
    <name>assay::ui::ResultGrid</name>
    <message>
        <source>Query result</source>
        <translation>查询结果</translation>
    </message>
</context>
<context>
    <name>assay::ui::RolesPage</name>
    <message>
        <source>%1 provider</source>
        <translation>%1 的提供方</translation>
    </message>
    <message>
        <source>%1 model</source>
        <translation>%1 的模型</translation>
    </message>
    <message>
        <source>the provider&apos;s default</source>
        <translation>提供方的默认值</translation>
    </message>
    <message>
        <source>model:</source>
        <translation>模型：</translation>
    </message>
    <message>
        <source>Provider:</source>
        <translation>提供方：</translation>
    </message>
    <message>
        <source>Diagnostics</source>
        <translation>诊断</translation>
    </message>
    <message>
        <source>Keep a debug log of every request and response (keys and passwords are masked)</source>
        <translation>记录每个请求和响应的调试日志（密钥和密码会被遮盖）</translation>
    </message>
    <message>
        <source>Local (offline, no model)</source>
        <translation>本地（离线，无模型）</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Written to %1 (rotated at 4 MB, three files kept).</source>
        <translation>写入 %1（达到 4 MB 时轮换，保留三个文件）。</translation>
    </message>
</context>
<context>
    <name>assay::ui::SchemaTree</name>
    <message>
        <source>Filter tables and columns</source>
        <translation>筛选表和列</translation>
    </message>
    <message>
        <source>Filter the schema</source>
        <translation>筛选模式</translation>
    </message>
    <message>
        <source>Database schema</source>
        <translation>数据库模式</translation>
    </message>
    <message>
        <source>Not connected.

Connect with File → Connect to a Database… (Ctrl+Shift+N), or open the sample database with File → Open Sample Database.</source>
        <translation>未连接。

请通过“文件 → 连接数据库…”（Ctrl+Shift+N）连接，或通过“文件 → 打开示例数据库”打开示例数据库。</translation>
    </message>
    <message>
        <source>, not null</source>
        <translation>，非空</translation>
    </message>
    <message>
        <source>Primary key</source>
        <translation>主键</translation>
    </message>
    <message>
        <source>References %1</source>
        <translation>引用 %1</translation>
    </message>
    <message>
        <source>This database has no tables yet.</source>
        <translation>此数据库还没有表。</translation>
    </message>
    <message numerus="yes">
        <source>%n table(s)</source>
        <translation>
            <numerusform>%n 个表</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n view(s)</source>
        <translation>
            <numerusform>，%n 个视图</numerusform>
        </translation>
    </message>
    <message>
        <source>Select First 100 Rows</source>
        <translation>查询前 100 行</translation>
    </message>
    <message>
        <source>Copy Name</source>
        <translation>复制名称</translation>
    </message>
    <message>
        <source>Distribution of %1</source>
        <translation>%1 的分布</translation>
    </message>
    <message>
        <source>Rows over Time by %1</source>
        <translation>按 %1 的行数随时间变化</translation>
    </message>
    <message>
        <source>%1 over Time by %2</source>
        <translation>按 %2 的 %1 随时间变化</translation>
    </message>
</context>
<context>
    <name>assay::ui::SqlCellWidget</name>
    <message>
        <source>SELECT ... — other cells can read this one by its name. Ctrl+Enter runs, Shift+Enter runs and moves on.</source>
        <translation>SELECT ... — 其他单元格可以按名称读取此单元格。Ctrl+Enter 运行，Shift+Enter 运行并前进。</translation>
    </message>
    <message>
        <source>Last run %1: %2. Run the cell to see the rows again.</source>
        <translation>上次运行于 %1：%2。运行单元格即可再次查看行。</translation>
    </message>
    <message>
        <source>No results yet. Press Ctrl+Enter to run this cell, or Shift+Enter to run it and move on.</source>
        <translation>还没有结果。按 Ctrl+Enter 运行此单元格，或按 Shift+Enter 运行并前进。</translation>
    </message>
</context>
<context>
    <name>assay::ui::SqlConsole</name>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Run the selection or the statement under the cursor (Ctrl+Enter)</source>
        <translation>运行所选内容或光标处的语句（Ctrl+Enter）</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Stop the running statement (Shift+Esc)</source>
        <translation>停止正在运行的语句（Shift+Esc）</translation>
    </message>
    <message>
        <source>Query status</source>
        <translation>查询状态</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>未连接</translation>
    </message>
    <message>
        <source>There is nothing to run: write a statement first.</source>
        <translation>没有可运行的内容：请先编写语句。</translation>
    </message>
    <message>
        <source>Connect to a database first (File &gt; Connect).</source>
        <translation>请先连接数据库（文件 &gt; 连接）。</translation>
    </message>
    <message>
        <source>A statement is still running. Stop it first.</source>
        <translation>仍有语句在运行。请先停止它。</translation>
    </message>
    <message>
        <source>Running, %1 s…</source>
        <translation>运行中，%1 秒…</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>Failed after %1</source>
        <translation>在 %1 后失败</translation>
    </message>
    <message>
        <source>1 row in %1</source>
        <translation>1 行，用时 %1</translation>
    </message>
    <message>
        <source>%1 rows in %2</source>
        <translation>%1 行，用时 %2</translation>
    </message>
    <message>
        <source> (limit reached)</source>
        <translation>（已达上限）</translation>
    </message>
    <message>
        <source>1 row affected</source>
        <translation>影响 1 行</translation>
    </message>
    <message>
        <source>%1 rows affected</source>
        <translation>影响 %1 行</translation>
    </message>
    <message>
        <source>Statement executed</source>
        <translation>语句已执行</translation>
    </message>
    <message>
        <source>%1 in %2.</source>
        <translation>%1，用时 %2。</translation>
    </message>
    <message>
        <source>This statement</source>
        <translation>此语句</translation>
    </message>
    <message>
        <source>Not run: nothing was changed.</source>
        <translation>未运行：没有进行任何更改。</translation>
    </message>
    <message>
        <source>First %1 rows in %2</source>
        <translation>前 %1 行，用时 %2</translation>
    </message>
    <message>
        <source>Showing the first %1 rows: the %2 driver reads whole results into memory, so the console stops there. Add a filter, LIMIT or GROUP BY to see the rest.</source>
        <translation>仅显示前 %1 行：%2 驱动会把整个结果读入内存，因此控制台在此停止。请添加筛选条件、LIMIT 或 GROUP BY 查看其余部分。</translation>
    </message>
    <message>
        <source>Not run: the statement does not parse.</source>
        <translation>未运行：无法解析该语句。</translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s) so far, %1 s…</source>
        <translation>
            <numerusform>目前 %Ln 行，%1 秒…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %Ln row(s)</source>
        <translation>
            <numerusform>已在 %Ln 行后停止</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>assay::ui::SqlEditor</name>
    <message>
        <source>SQL editor</source>
        <translation>SQL 编辑器</translation>
    </message>
    <message>
        <source>Write SQL here. Ctrl+Enter runs the statement under the cursor.</source>
        <translation>在此编写 SQL。Ctrl+Enter 运行光标处的语句。</translation>
    </message>
</context>
<context>
    <name>assay::ui::Tour</name>
    <message>
        <source>Back</source>
        <translation>上一步</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>下一步</translation>
    </message>
    <message>
        <source>Skip Tour</source>
        <translation>跳过导览</translation>
    </message>
    <message>
        <source>Tour</source>
        <translation>导览</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>第 %1 步，共 %2 步</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完成</translation>
    </message>
</context>
<context>
    <name>assay::ui::UsagePage</name>
    <message>
        <source>Today</source>
        <translation>今天</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>最近 7 天</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>最近 30 天</translation>
    </message>
    <message>
        <source>Last 365 days</source>
        <translation>最近 365 天</translation>
    </message>
    <message>
        <source>Period:</source>
        <translation>时间段：</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Usage by day</source>
        <translation>按日用量</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Usage by model</source>
        <translation>按模型用量</translation>
    </message>
    <message>
        <source>Tokens marked ≈ were estimated because the provider did not report them. The ledger also keeps totals per question and per notebook.</source>
        <translation>标有 ≈ 的令牌数为估算值，因为提供方未报告。用量记录还保存了每个问题和每个笔记本的合计。</translation>
    </message>
    <message>
        <source>(unknown)</source>
        <translation>（未知）</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; requests, &lt;b&gt;%2&lt;/b&gt; tokens in, &lt;b&gt;%3&lt;/b&gt; tokens out, &lt;b&gt;%4&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; 个请求，输入 &lt;b&gt;%2&lt;/b&gt; 个令牌，输出 &lt;b&gt;%3&lt;/b&gt; 个令牌，&lt;b&gt;%4&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source> · %n failed</source>
        <translation>
            <numerusform> · %n 个失败</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · %n without a price (enter it on the Prices tab)</source>
        <translation>
            <numerusform> · %n 个没有价格（请在“价格”选项卡中输入）</numerusform>
        </translation>
    </message>
    <message>
        <source> · %1 of the tokens out were thinking</source>
        <translation> · 输出令牌中有 %1 个用于思考</translation>
    </message>
</context>
<context>
    <name>assay::ui::VerifiedController</name>
    <message>
        <source>Verified answers cannot be kept for this connection: %1</source>
        <translation>无法为此连接保存已验证的回答：%1</translation>
    </message>
    <message>
        <source>Connect to the database first: an answer is verified by running it.</source>
        <translation>请先连接到数据库：验证回答需要运行它。</translation>
    </message>
    <message>
        <source>This answer cannot be verified: %1</source>
        <translation>无法验证此回答：%1</translation>
    </message>
    <message>
        <source>Verified. Assay asks this question again when the schema or the model changes, and tells you if the answer moves.</source>
        <translation>已验证。当模式或模型变化时，Assay 会重新提出此问题，并在回答变化时通知您。</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>（已停止）</translation>
    </message>
    <message>
        <source>the model that answers changed (%1, was %2)</source>
        <translation>（回答所用的模型已变化：%1，之前为 %2）</translation>
    </message>
</context>
<context>
    <name>assay::ui::VerifiedPanel</name>
    <message>
        <source>Check All Now</source>
        <translation>立即全部检查</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Ask every verified question again and compare the results</source>
        <translation>重新提出每个已验证的问题并比较结果</translation>
    </message>
    <message>
        <source>Forget the selected verified answer</source>
        <translation>删除所选的已验证回答</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Last check</source>
        <translation>上次检查</translation>
    </message>
    <message>
        <source>Checked</source>
        <translation>检查时间</translation>
    </message>
    <message>
        <source>Verified answers</source>
        <translation>已验证的回答</translation>
    </message>
    <message>
        <source>Verified SQL</source>
        <translation>已验证的 SQL</translation>
    </message>
    <message>
        <source>SQL asked again</source>
        <translation>重新提问的 SQL</translation>
    </message>
    <message>
        <source>Verified result</source>
        <translation>已验证的结果</translation>
    </message>
    <message>
        <source>Result asked again</source>
        <translation>重新提问的结果</translation>
    </message>
    <message>
        <source>Verified</source>
        <translation>已验证</translation>
    </message>
    <message>
        <source>Asked again</source>
        <translation>重新提问</translation>
    </message>
    <message>
        <source>on request</source>
        <translation>（按请求）</translation>
    </message>
    <message numerus="yes">
        <source>Asking %n verified question(s) again…</source>
        <translation>
            <numerusform>正在重新提出 %n 个已验证的问题…</numerusform>
        </translation>
    </message>
    <message>
        <source>Checked %1: %2 same, %3 different, %4 no longer answerable.</source>
        <translation>已检查%1：%2 个相同，%3 个不同，%4 个已无法回答。</translation>
    </message>
    <message>
        <source>No verified answers yet. In the Assistant, Keep as Example on a right answer verifies it.</source>
        <translation>还没有已验证的回答。在助手中对正确的回答使用“保留为示例”即可验证。</translation>
    </message>
    <message numerus="yes">
        <source>%n verified answer(s).</source>
        <translation>
            <numerusform>%n 个已验证的回答。</numerusform>
        </translation>
    </message>
    <message>
        <source>Verified %1 (%2 rows, answered by %3).</source>
        <translation>验证于 %1（%2 行，由 %3 回答）。</translation>
    </message>
    <message>
        <source>Last check: %1 (%2).</source>
        <translation>上次检查：%1（%2）。</translation>
    </message>
</context>
</TS>
