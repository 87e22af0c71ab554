// Writes each registered machine as a Mermaid stateDiagram-v2 into docs/statecharts/, so the
// statecharts read on any code host. `npm run statecharts`; a test fails when they are stale.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyStateNode } from 'xstate';
import { machineRegistry } from '../machines';
import type { MachineEntry } from '../machines';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const statechartsDir = path.join(root, 'docs/statecharts');

interface TransitionLike {
  eventType: string;
  target?: readonly AnyStateNode[] | undefined;
  guard?: unknown;
  reenter?: boolean;
}

/** Mermaid state ids may not contain dots or dashes. */
function mermaidId(node: AnyStateNode): string {
  return node.id.replace(/[^A-Za-z0-9_]/g, '_');
}

function guardLabel(guard: unknown): string {
  if (!guard) return '';
  if (typeof guard === 'string') return ` [${guard}]`;
  if (typeof guard === 'object' && guard !== null && 'type' in guard)
    return ` [${String(guard.type)}]`;
  return ' [guard]';
}

function eventLabel(eventType: string, delays: Record<string, unknown>): string {
  const delay = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (delay) {
    const name = delay[1] ?? '';
    const ms = delays[name];
    return typeof ms === 'number' ? `after ${name} (${ms} ms)` : `after ${name}`;
  }
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done) return `${done[1]} done`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (error) return `${error[1]} error`;
  return eventType || 'always';
}

function renderNode(node: AnyStateNode, indent: string, lines: string[]): void {
  const children = Object.values(node.states as Record<string, AnyStateNode>);
  if (children.length > 0 && node.parent) {
    lines.push(`${indent}state ${mermaidId(node)} {`);
    renderChildren(node, `${indent}  `, lines);
    lines.push(`${indent}}`);
  }
}

function renderChildren(node: AnyStateNode, indent: string, lines: string[]): void {
  const children = Object.values(node.states as Record<string, AnyStateNode>);
  const initial = node.initial?.target?.[0] as AnyStateNode | undefined;
  for (const child of children) {
    lines.push(`${indent}state "${child.key}" as ${mermaidId(child)}`);
    if (child.invoke.length > 0) {
      lines.push(
        `${indent}note right of ${mermaidId(child)}: invokes ${child.invoke.map((i) => i.id).join(', ')}`,
      );
    }
  }
  if (initial) lines.push(`${indent}[*] --> ${mermaidId(initial)}`);
  for (const child of children) {
    renderNode(child, indent, lines);
    if (child.type === 'final') lines.push(`${indent}${mermaidId(child)} --> [*]`);
  }
}

function renderTransitions(
  node: AnyStateNode,
  lines: string[],
  delays: Record<string, unknown>,
): void {
  const transitions: TransitionLike[] = [
    ...[...(node.transitions as Map<string, TransitionLike[]>).values()].flat(),
    ...((node.always ?? []) as TransitionLike[]),
  ];
  // A transition on the root is taken from every state: draw it from each top-level state.
  const sources = node.parent ? [node] : Object.values(node.states as Record<string, AnyStateNode>);
  for (const transition of transitions) {
    for (const source of sources) {
      for (const target of transition.target ?? [source]) {
        lines.push(
          `  ${mermaidId(source)} --> ${mermaidId(target)}: ${eventLabel(transition.eventType, delays)}${guardLabel(transition.guard)}`,
        );
      }
    }
  }
  for (const child of Object.values(node.states as Record<string, AnyStateNode>)) {
    renderTransitions(child, lines, delays);
  }
}

export function mermaidFor(entry: MachineEntry): string {
  const lines = ['stateDiagram-v2'];
  renderChildren(entry.machine.root, '  ', lines);
  renderTransitions(
    entry.machine.root,
    lines,
    (entry.machine.implementations.delays ?? {}) as Record<string, unknown>,
  );
  return lines.join('\n');
}

export function statechartFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of machineRegistry) {
    files[path.join(statechartsDir, `${entry.id}.md`)] =
      `# ${entry.title}\n\n${entry.purpose}\n\nGenerated from \`machines/${entry.id}.machine.ts\` by \`npm run statecharts\`; do not edit.\n\n\`\`\`mermaid\n${mermaidFor(entry)}\n\`\`\`\n`;
  }
  return files;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  mkdirSync(statechartsDir, { recursive: true });
  for (const [file, content] of Object.entries(statechartFiles())) {
    writeFileSync(file, content);
    console.log(`statecharts: wrote ${path.relative(root, file)}`);
  }
}
