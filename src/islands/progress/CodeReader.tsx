/**
 * "Read a pupil's code", on the teachers' page: a box for one or several progress codes (one per line,
 * optionally "Name: code"), read in the browser when the teacher asks and kept on this device (local
 * storage) until the teacher clears it, so a reload or tomorrow's visit shows the same class. The
 * result: a polite status line ("25 codes read; 1 line has a problem"), a sentence for each line that
 * could not be read (naming the line and what is wrong; the other lines are still shown), a sentence for
 * each name given twice, the class summary (each puzzle and each lesson step, hardest first), a table of
 * the class at a glance, the table as a CSV file or printed, and for each pupil the puzzles by kind,
 * sorted into solved, solved with help and not solved. Props are plain data, so the form renders on
 * the server.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { PUZZLE_KINDS, type PuzzleKind } from '../../learn/types';
import { downloadFile } from '../board/svg-export';
import { KIND_LABEL } from '../puzzle/kinds';
import { browserStorage } from '../puzzle/progress';
import {
  classCsv,
  duplicateNames,
  duplicateSentence,
  lineLabel,
  puzzleSummary,
  readCodes,
  readSummary,
  stepSummary,
  type PupilRow,
  type PuzzleInfo,
  type ReadMark,
  type ReadResult,
  type StepInfo,
} from './readCodes';
import './codeReader.css';

export interface CodeReaderProps {
  readonly puzzles: readonly PuzzleInfo[];
  readonly steps: readonly StepInfo[];
}

/** Where the pasted class is kept on this device. */
export const CLASS_KEY = 'alea-evangelii:class';

const COLUMNS: readonly { readonly marks: readonly ReadMark[]; readonly key: string; readonly heading: string }[] = [
  { marks: ['solved', 'solved-after-help'], key: 'solved', heading: 'Solved' },
  { marks: ['helped'], key: 'helped', heading: 'Solved with help' },
  { marks: ['untried', 'absent'], key: 'untried', heading: 'Not solved' },
];

const pupilName = (p: PupilRow): string => p.name ?? lineLabel(p.line, null);

/** A table's frame that scrolls sideways on a narrow screen, and so takes the focus (arrow keys scroll it). */
function Scroll({ label, children }: { readonly label: string; readonly children: ComponentChildren }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <div class="cr-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

/** "12 solved, 3 with help, 21 not solved", with a note on codes from an older or newer site. */
function pupilSummary(p: PupilRow): string {
  const afterHelp = p.marks.filter((m) => m === 'solved-after-help').length;
  const first = afterHelp > 0 ? ` (${afterHelp} of them with help the first time)` : '';
  const lessons = p.noLessons
    ? ' The code was made before lessons joined progress codes, so it says nothing of them.'
    : ` Lesson steps done: ${p.stepsDone}${p.predictionsAnswered > 0 ? `; predictions right the first time: ${p.predictionsRight} of ${p.predictionsAnswered}` : ''}.`;
  const base = `${p.solved} solved${first}, ${p.helped} with help, ${p.untried} not solved.${lessons}`;
  const older =
    p.added > 0
      ? ` The code was made when the site had ${p.count} ${p.count === 1 ? 'puzzle' : 'puzzles'}; the ${p.added} added since count as not solved.`
      : '';
  const newer =
    p.unknown > 0
      ? ` It also lists ${p.unknown} ${p.unknown === 1 ? 'puzzle' : 'puzzles'} this page does not know: reload the page to see ${p.unknown === 1 ? 'it' : 'them'}.`
      : '';
  return base + older + newer;
}

/** The puzzles of one kind that a pupil's code puts in one column, each with its number. */
function MarkCell({
  pupil,
  puzzles,
  kind,
  column,
}: {
  readonly pupil: PupilRow;
  readonly puzzles: readonly PuzzleInfo[];
  readonly kind: PuzzleKind;
  readonly column: (typeof COLUMNS)[number];
}) {
  const here = puzzles.map((p, i) => ({ p, i })).filter((x) => x.p.kind === kind && column.marks.includes(pupil.marks[x.i] ?? 'absent'));
  return (
    <td data-mark={column.key}>
      {here.length === 0 ? (
        <span class="cr-none">none</span>
      ) : (
        <ul class="cr-list">
          {here.map(({ p, i }) => (
            <li key={p.id} data-puzzle={p.id}>
              {i + 1}. {p.title}
              {pupil.marks[i] === 'absent' && <span class="cr-added"> (added since)</span>}
              {pupil.marks[i] === 'solved-after-help' && <span class="cr-added"> (with help the first time)</span>}
            </li>
          ))}
        </ul>
      )}
    </td>
  );
}

function PupilTable({
  pupil,
  puzzles,
  index,
}: {
  readonly pupil: PupilRow;
  readonly puzzles: readonly PuzzleInfo[];
  readonly index: number;
}) {
  const id = `cr-pupil-${index}`;
  const kinds = PUZZLE_KINDS.filter((k) => puzzles.some((p) => p.kind === k));
  return (
    <section class="cr-pupil" aria-labelledby={id} data-testid="code-reader-pupil" data-line={pupil.line}>
      <h3 id={id}>{pupilName(pupil)}</h3>
      <p class="cr-pupil-summary">{pupilSummary(pupil)}</p>
      <Scroll label={`${pupilName(pupil)}: the puzzles by kind`}>
        <table class="cr-table cr-marks">
          <caption class="visually-hidden">{pupilName(pupil)}: the puzzles by kind</caption>
          <thead>
            <tr>
              <th scope="col">Kind</th>
              {COLUMNS.map((c) => (
                <th scope="col" key={c.key}>
                  {c.heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {kinds.map((kind) => (
              <tr key={kind}>
                <th scope="row">{KIND_LABEL[kind]}</th>
                {COLUMNS.map((c) => (
                  <MarkCell key={c.key} pupil={pupil} puzzles={puzzles} kind={kind} column={c} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Scroll>
    </section>
  );
}

/** The box for the codes, "Read the codes" and "Clear the class". */
function CodeForm({
  text,
  onText,
  onRead,
  onClear,
}: {
  readonly text: string;
  readonly onText: (text: string) => void;
  readonly onRead: () => void;
  readonly onClear: () => void;
}) {
  return (
    <form
      class="cr-form"
      onSubmit={(e) => {
        e.preventDefault();
        onRead();
      }}
    >
      <label for="cr-codes" class="cr-label">
        Pupils’ progress codes, one per line
      </label>
      <p id="cr-codes-help" class="cr-help">
        A name and a colon may come before a code, as in “Ada: AE-…”; two columns copied from a spreadsheet, names and codes, work too.
        Nothing you paste leaves this page. The class you read is kept in this browser, on this device only, until you clear it.
      </p>
      <textarea
        id="cr-codes"
        class="cr-codes code-field"
        rows={6}
        spellcheck={false}
        autocomplete="off"
        aria-describedby="cr-codes-help"
        value={text}
        onInput={(e) => onText(e.currentTarget.value)}
        data-testid="code-reader-input"
      />
      <div class="cr-buttons">
        <button type="submit" class="cr-button big-button">
          Read the codes
        </button>
        <button type="button" class="cr-button big-button" onClick={onClear} disabled={text === ''} data-testid="code-reader-clear">
          Clear the class
        </button>
      </div>
    </form>
  );
}

function Problems({ problems }: { readonly problems: ReadResult['problems'] }) {
  return (
    <div class="cr-problems" data-testid="code-reader-problems">
      <h3>Lines that could not be read</h3>
      <ul>
        {problems.map((p) => (
          <li key={p.line}>{p.sentence}</li>
        ))}
      </ul>
      <p>Ask the pupil to copy the code again from the puzzles page; the other lines are read as usual.</p>
    </div>
  );
}

/** Names given on more than one line. */
function Duplicates({ pupils }: { readonly pupils: readonly PupilRow[] }) {
  const twice = duplicateNames(pupils);
  if (twice.length === 0) return null;
  return (
    <div class="cr-problems" data-testid="code-reader-duplicates">
      <h3>Names given twice</h3>
      <ul>
        {twice.map((d) => (
          <li key={d.name}>{duplicateSentence(d)}</li>
        ))}
      </ul>
    </div>
  );
}

/** The class at a glance: one row per pupil with the counts. */
function Overview({ pupils, total, steps }: { readonly pupils: readonly PupilRow[]; readonly total: number; readonly steps: number }) {
  const doubled = new Set(duplicateNames(pupils).flatMap((d) => d.lines));
  return (
    <Scroll label="The class at a glance">
      <table class="cr-table cr-overview" data-testid="code-reader-overview">
        <caption>
          The class at a glance ({total} puzzles, {steps} lesson steps)
        </caption>
        <thead>
          <tr>
            <th scope="col">Pupil</th>
            <th scope="col">Solved</th>
            <th scope="col">With help</th>
            <th scope="col">Not solved</th>
            <th scope="col">Lesson steps done</th>
            <th scope="col">Predictions right the first time</th>
          </tr>
        </thead>
        <tbody>
          {pupils.map((p) => (
            <tr key={p.line}>
              <th scope="row">
                {pupilName(p)}
                {doubled.has(p.line) && <span class="cr-added"> (name given twice, line {p.line})</span>}
              </th>
              <td>{p.solved}</td>
              <td>{p.helped}</td>
              <td>{p.untried}</td>
              <td>{p.noLessons ? 'not in the code' : p.stepsDone}</td>
              <td>{p.noLessons || p.predictionsAnswered === 0 ? '–' : `${p.predictionsRight} of ${p.predictionsAnswered}`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  );
}

/** Each puzzle and each lesson step over the class, hardest first. */
function ClassSummary({
  pupils,
  puzzles,
  steps,
}: {
  readonly pupils: readonly PupilRow[];
  readonly puzzles: readonly PuzzleInfo[];
  readonly steps: readonly StepInfo[];
}) {
  const byPuzzle = puzzleSummary(pupils, puzzles);
  const byStep = stepSummary(pupils, steps);
  const unknown = byStep[0]?.unknown ?? 0;
  return (
    <section class="cr-summary" aria-labelledby="cr-summary-title" data-testid="code-reader-summary">
      <h3 id="cr-summary-title">The class, item by item</h3>
      <p class="cr-help">
        Hardest first: the items fewest pupils solved by themselves come at the top. Of {pupils.length}{' '}
        {pupils.length === 1 ? 'pupil' : 'pupils'}.
      </p>
      <Scroll label="Lesson steps, hardest first">
        <table class="cr-table" data-testid="code-reader-lessons">
          <caption>Lesson steps, hardest first</caption>
          <thead>
            <tr>
              <th scope="col">Step</th>
              <th scope="col">Done</th>
              <th scope="col">Not done</th>
              <th scope="col">Prediction right the first time</th>
            </tr>
          </thead>
          <tbody>
            {byStep.map((s) => (
              <tr key={s.id} data-step={s.id}>
                <th scope="row">
                  {s.index + 1}. {s.title}
                </th>
                <td>{s.done}</td>
                <td>{s.notDone}</td>
                <td>{s.predicts ? `${s.predictionsRight} of ${s.predictionsRight + s.predictionsWrong}` : 'no prediction'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Scroll>
      {unknown > 0 && (
        <p class="cr-help">
          {unknown} {unknown === 1 ? 'code was' : 'codes were'} made before lessons joined progress codes and {unknown === 1 ? 'is' : 'are'}{' '}
          left out of the lesson counts.
        </p>
      )}
      <Scroll label="Puzzles, hardest first">
        <table class="cr-table" data-testid="code-reader-puzzles">
          <caption>Puzzles, hardest first</caption>
          <thead>
            <tr>
              <th scope="col">Puzzle</th>
              <th scope="col">Solved</th>
              <th scope="col">With help</th>
              <th scope="col">Not solved</th>
            </tr>
          </thead>
          <tbody>
            {byPuzzle.map((p) => (
              <tr key={p.id} data-puzzle={p.id}>
                <th scope="row">
                  {p.index + 1}. {p.title}
                </th>
                <td>{p.solved}</td>
                <td>{p.helped}</td>
                <td>{p.untried}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Scroll>
    </section>
  );
}

/** The pasted class kept on this device: read once at start, written at each read, removed by Clear. */
function useKeptClass(): readonly [string | null, (text: string | null) => void] {
  const [kept, setKept] = useState<string | null>(null);
  useEffect(() => {
    try {
      setKept(browserStorage()?.getItem(CLASS_KEY) ?? null);
    } catch {
      setKept(null);
    }
  }, []);
  const keep = (text: string | null) => {
    try {
      const storage = browserStorage() as Storage | null;
      if (text === null || text.trim() === '') storage?.removeItem(CLASS_KEY);
      else storage?.setItem(CLASS_KEY, text);
    } catch {
      // Storage full or turned off: the class is read, but not kept for next time.
    }
  };
  return [kept, keep];
}

export default function CodeReader({ puzzles, steps }: CodeReaderProps) {
  const [text, setText] = useState('');
  const [result, setResult] = useState<ReadResult | null>(null);
  const [kept, keep] = useKeptClass();
  const read = (codes: string) => setResult(readCodes(codes, puzzles, steps));

  // The class read last time on this device comes back, read again.
  useEffect(() => {
    if (kept === null) return;
    setText(kept);
    read(kept);
  }, [kept]);

  return (
    <div class="cr" data-testid="code-reader">
      <CodeForm
        text={text}
        onText={setText}
        onRead={() => {
          keep(text);
          read(text);
        }}
        onClear={() => {
          keep(null);
          setText('');
          setResult(null);
        }}
      />
      <p class="cr-status" aria-live="polite" aria-atomic="true" data-testid="code-reader-status">
        {result ? readSummary(result) : ''}
      </p>
      {result && result.problems.length > 0 && <Problems problems={result.problems} />}
      {result && result.pupils.length > 0 && (
        <>
          <Duplicates pupils={result.pupils} />
          <div class="cr-buttons cr-export">
            <button
              type="button"
              class="cr-button big-button"
              data-testid="code-reader-csv"
              onClick={() => downloadFile(document, classCsv(result.pupils, puzzles, steps), 'class-progress.csv', 'text/csv')}
            >
              Download the table (CSV)
            </button>
            <button type="button" class="cr-button big-button" onClick={() => window.print()}>
              Print the summary
            </button>
          </div>
          <ClassSummary pupils={result.pupils} puzzles={puzzles} steps={steps} />
          <Overview pupils={result.pupils} total={puzzles.length} steps={steps.length} />
          {result.pupils.map((p, i) => (
            <PupilTable key={p.line} pupil={p} puzzles={puzzles} index={i} />
          ))}
        </>
      )}
    </div>
  );
}

export { CodeReader };
