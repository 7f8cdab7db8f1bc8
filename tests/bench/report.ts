/**
 * The benchmark's results, from one run: every figure with its target and whether it was met (and
 * by how much), as a markdown table (results.md, copied into the README) and as JSON
 * (results.json: one entry per checked or reported value), and printed.
 */
import { writeFile } from 'node:fs/promises';

/** A value held against a target: below it, at least it, or exactly it; none when only reported. */
export interface Check {
  /** What is measured, e.g. "p95" or "ratio app / same-work". */
  metric: string;
  value: number;
  unit: string;
  target?: { below: number } | { atLeast: number } | { equals: number };
}

export interface Figure {
  figure: string;
  /** The values shown in the table, e.g. percentiles, throughput, counts. */
  values: string;
  checks: Check[];
}

export interface FigureJson {
  figure: string;
  value: number;
  unit: string;
  target: string | null;
  met: boolean | null;
}

const round = (value: number) => Number(value.toFixed(value < 10 ? 2 : 1));
const withUnit = (value: number, unit: string) => `${round(value)}${unit ? ` ${unit}` : ''}`;

function targetText(check: Check): string | null {
  const { target, unit } = check;
  if (!target) return null;
  if ('below' in target) return `${check.metric} < ${withUnit(target.below, unit)}`;
  if ('atLeast' in target) return `${check.metric} ≥ ${withUnit(target.atLeast, unit)}`;
  return `${check.metric} = ${withUnit(target.equals, unit)}`;
}

function isMet(check: Check): boolean | null {
  const { target, value } = check;
  if (!target) return null;
  if ('below' in target) return value < target.below;
  if ('atLeast' in target) return value >= target.atLeast;
  return value === target.equals;
}

/** "met by 12 ms" / "not met by 3 ms" / "not met (2)". */
function verdict(check: Check): string {
  const { target, value, unit } = check;
  if (!target) return '';
  const met = isMet(check);
  if ('equals' in target) return met ? `${check.metric} met` : `${check.metric} not met (${withUnit(value, unit)})`;
  const margin = Math.abs(value - ('below' in target ? target.below : target.atLeast));
  return `${check.metric} ${met ? 'met' : 'not met'} by ${withUnit(margin, unit)}`;
}

export class Report {
  private readonly figures: Figure[] = [];

  add(figure: Figure): void {
    this.figures.push(figure);
  }

  get isEmpty(): boolean {
    return this.figures.length === 0;
  }

  /** Every check with a target that was not met. */
  missed(): string[] {
    return this.figures.flatMap((figure) => figure.checks.filter((check) => isMet(check) === false).map((check) => `${figure.figure}: ${verdict(check)}`));
  }

  json(): FigureJson[] {
    return this.figures.flatMap((figure) =>
      figure.checks.map((check) => ({
        figure: `${figure.figure} — ${check.metric}`,
        value: round(check.value),
        unit: check.unit,
        target: targetText(check),
        met: isMet(check),
      })),
    );
  }

  markdown(header: string): string {
    const cell = (text: string) => text.replace(/\|/g, '\\|');
    const rows = this.figures.map((figure) => {
      const targeted = figure.checks.filter((check) => check.target);
      const reported = figure.checks.filter((check) => !check.target).map((check) => check.metric);
      const target = [...(reported.length ? [`${reported.join(', ')} reported`] : []), ...targeted.map(targetText)].join('; ') || 'reported';
      const result = targeted.length ? targeted.map(verdict).join('; ') : '–';
      return `| ${[figure.figure, figure.values, target, result].map(cell).join(' | ')} |`;
    });
    return [header, '', '| Figure | Value(s) | Target | Result |', '|---|---|---|---|', ...rows].join('\n');
  }

  async write(markdownFile: string, jsonFile: string, header: string): Promise<string> {
    const table = this.markdown(header);
    await writeFile(markdownFile, `${table}\n`);
    await writeFile(jsonFile, `${JSON.stringify(this.json(), null, 2)}\n`);
    return table;
  }
}
