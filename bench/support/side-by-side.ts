// Runs one bench's scenarios on every engine in turn (a fresh database and a fresh server each)
// and prints the figures as one table: a row per scenario or metric, a column per engine.
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/server/db/query-rows';
import { benchEngines, type EngineName } from './engines';
import { startServer, type BenchServer } from './server';
import { machineLoad } from './stats';

/** Records one figure of the engine being measured; `target` is the issue's, when it states one. */
export type Row = (label: string, value: string, target?: string) => void;

export type Scenario = (context: {
  engine: EngineName;
  server: BenchServer;
  row: Row;
}) => Promise<void>;

type Line = { target: string; values: Partial<Record<EngineName, string>> };

/** A Markdown table with padded columns: readable in a terminal, pastable into the docs. */
function printTable(title: string, engines: EngineName[], lines: Map<string, Line>) {
  const hasTargets = [...lines.values()].some((line) => line.target);
  const header = [title, ...engines, ...(hasTargets ? ['target'] : [])];
  const body = [...lines].map(([label, line]) => [
    label,
    ...engines.map((engine) => line.values[engine] ?? '—'),
    ...(hasTargets ? [line.target] : []),
  ]);
  const cells = [header, ...body].map((cells) => cells.map((cell) => cell.replace(/\|/g, '\\|')));
  const widths = header.map((_, column) => Math.max(...cells.map((row) => row[column].length)));
  const print = (row: string[]) =>
    console.log(`| ${row.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`);
  console.log('');
  print(cells[0]);
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of cells.slice(1)) print(row);
}

export async function sideBySide(title: string, scenario: Scenario) {
  const engines = await benchEngines();
  const lines = new Map<string, Line>();
  const failures: string[] = [];
  for (const engine of engines) {
    const row: Row = (label, value, target = '') => {
      const line = lines.get(label) ?? { target: '', values: {} };
      line.values[engine.name] = value;
      line.target ||= target;
      lines.set(label, line);
    };
    console.log(`${engine.name}: ${title}…`);
    row('machine load at the start', machineLoad());
    let database: Awaited<ReturnType<typeof engine.open>> | undefined;
    try {
      database = await engine.open();
      console.log(`  database: ${database.where}`);
      const [{ server_version: version }] = await queryRows<{ server_version: string }>(
        database.db,
        sql`show server_version`,
      );
      const number = version.split(' ')[0];
      row('PostgreSQL version', engine.name === 'PGlite' ? `${number} (inside PGlite)` : number);
      const server = await startServer(database);
      try {
        await scenario({ engine: engine.name, server, row });
      } finally {
        await server.close();
      }
      row('machine load at the end', machineLoad());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      row('ERROR', message.split('\n')[0].slice(0, 80));
      failures.push(`${engine.name}: ${error instanceof Error ? error.stack : message}`);
      process.exitCode = 1;
    } finally {
      await database?.close();
    }
  }
  printTable(
    title,
    engines.map((engine) => engine.name),
    lines,
  );
  for (const failure of failures) console.log(`\nFAILED on ${failure}`);
}
