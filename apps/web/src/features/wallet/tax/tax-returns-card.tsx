import { financialYearOf, quarterOf } from "@crewlance/contracts/tax";
import { QUARTER_MONTHS, recentFinancialYears, type TTaxWithholdingKind } from "@crewlance/contracts/tax-documents";
import { useMutation } from "@tanstack/react-query";
import { FileDown } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { downloadTaxReturn } from "./tax-api";

const KINDS: Record<TTaxWithholdingKind, string> = {
  TDS: "TDS, Section 194-O (26Q)",
  TCS: "TCS, Section 52 (GSTR-8)",
};

/** The admin's quarterly returns (decision 0090): pick a year, a quarter and TDS or TCS, download the CSV. */
export function TaxReturnsCard() {
  const id = useId();
  const today = new Date();
  const years = recentFinancialYears(today, 4);
  const [year, setYear] = useState(financialYearOf(today));
  const [quarter, setQuarter] = useState<number>(quarterOf(today));
  const [kind, setKind] = useState<TTaxWithholdingKind>("TDS");
  const download = useMutation({
    mutationFn: () => downloadTaxReturn({ financialYear: year, quarter, kind }),
    onError: (error) => toast.error(errorMessage(error, "The return could not be downloaded.")),
  });
  return (
    <Card className="p-4 sm:p-5" role="region" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-base font-semibold text-fg">
        Quarterly tax returns
      </h2>
      <p className="mt-0.5 text-sm text-muted">
        Every deductee's PAN, amount paid and tax withheld in the quarter, as CSV to file from.
      </p>
      <div className="mt-4 grid gap-3 sm:grid-cols-3 xl:grid-cols-1">
        <Field label="Financial year">
          {(ids) => (
            <Select {...ids} value={year} onChange={(event) => setYear(event.target.value)}>
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Quarter">
          {(ids) => (
            <Select {...ids} value={String(quarter)} onChange={(event) => setQuarter(Number(event.target.value))}>
              {([1, 2, 3, 4] as const).map((q) => (
                <option key={q} value={q}>
                  Q{q} · {QUARTER_MONTHS[q]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Return">
          {(ids) => (
            <Select {...ids} value={kind} onChange={(event) => setKind(event.target.value as TTaxWithholdingKind)}>
              {(Object.keys(KINDS) as TTaxWithholdingKind[]).map((k) => (
                <option key={k} value={k}>
                  {KINDS[k]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <Button className="mt-4" onClick={() => download.mutate()} disabled={download.isPending}>
        <FileDown className="size-4" aria-hidden />
        {download.isPending ? "Downloading..." : "Download CSV"}
      </Button>
    </Card>
  );
}
