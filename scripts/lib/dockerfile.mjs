// A small reader of the project's Dockerfiles for the packaging tests (scripts/packaging.test.ts):
// instructions with their line continuations joined, grouped by stage. Not a general parser: it
// reads what docker/*.Dockerfile use (ARG, FROM … AS, WORKDIR, ENV, COPY, RUN, USER, EXPOSE,
// HEALTHCHECK, CMD).
import { readFileSync } from 'node:fs';

/** @returns {{ args: Record<string, string>, stages: { name: string, from: string, instructions: { op: string, value: string }[] }[] }} */
export function readDockerfile(file) {
  const lines = readFileSync(file, 'utf8').split('\n');
  const instructions = [];
  let current = '';
  for (const raw of lines) {
    const line = raw.trimEnd();
    if (!current && (line.trim() === '' || line.trim().startsWith('#'))) continue;
    if (current && line.trim().startsWith('#')) continue;
    current += (current ? ' ' : '') + line.replace(/\\$/, '').trim();
    if (!line.endsWith('\\')) {
      const [op, ...rest] = current.split(/\s+/);
      instructions.push({ op: op.toUpperCase(), value: rest.join(' ') });
      current = '';
    }
  }
  const args = {};
  const stages = [];
  for (const instruction of instructions) {
    if (instruction.op === 'FROM') {
      const [from, as, name] = instruction.value.split(/\s+/);
      stages.push({
        name: as?.toUpperCase() === 'AS' ? name : String(stages.length),
        from,
        instructions: [],
      });
    } else if (stages.length === 0 && instruction.op === 'ARG') {
      const [name, value = ''] = instruction.value.split('=');
      args[name] = value;
    } else if (stages.length) {
      stages.at(-1).instructions.push(instruction);
    }
  }
  return { args, stages };
}

/** The `COPY` instructions of a stage: `{ from: stage | null, sources, destination }`. */
export function copiesOf(stage) {
  return stage.instructions
    .filter((instruction) => instruction.op === 'COPY')
    .map((instruction) => {
      const words = instruction.value.split(/\s+/);
      const from = words.find((word) => word.startsWith('--from='))?.slice('--from='.length) ?? null;
      const paths = words.filter((word) => !word.startsWith('--'));
      return { from, sources: paths.slice(0, -1), destination: paths.at(-1) };
    });
}
