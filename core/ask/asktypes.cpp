#include "asktypes.h"

namespace assay::ask {

int AskResult::promptTokens() const
{
    int n = 0;
    for (const StageStat &s : stages)
        n += s.promptTokens;
    return n;
}

int AskResult::completionTokens() const
{
    int n = 0;
    for (const StageStat &s : stages)
        n += s.completionTokens;
    return n;
}

double AskResult::cost() const
{
    double c = 0;
    for (const StageStat &s : stages)
        c += s.cost;
    return c;
}

} // namespace assay::ask
