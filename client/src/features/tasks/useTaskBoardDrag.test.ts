import type { DragEndEvent, DragOverEvent, DragStartEvent, UniqueIdentifier } from '@dnd-kit/core';
import { notifications } from '@mantine/notifications';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { TaskColumn, TaskFieldsFragment } from '../../gql/graphql';
import { useTaskBoardDrag, type Lanes } from './useTaskBoardDrag';

const task = (id: string, title: string, column: TaskColumn = 'IN_QUEUE') => ({ id, title, column }) as TaskFieldsFragment;
const tasks = new Map([
  ['a', task('a', 'Request police report')],
  ['b', task('b', 'Order records')],
  ['c', task('c', 'Call the adjuster', 'IN_PROGRESS')],
]);
const server: Lanes = { IN_QUEUE: ['a', 'b'], IN_PROGRESS: ['c'], NEED_REVISION: [], DONE: [] };

/** The parts of dnd-kit's events the board reads: ids, and where the dragged card and the one below it are. */
const dragged = (id: UniqueIdentifier, top = 0) => ({ id, rect: { current: { initial: null, translated: { top } } }, data: { current: undefined } });
const over = (id: UniqueIdentifier, top = 100, height = 40) => ({ id, rect: { top, height }, data: { current: undefined }, disabled: false });
const start = (id: string) => ({ active: dragged(id) }) as unknown as DragStartEvent;
const overEvent = (id: string, target: string, top?: number) => ({ active: dragged(id, top), over: over(target) }) as unknown as DragOverEvent;
const end = (id: string, target: string | null) => ({ active: dragged(id), over: target === null ? null : over(target) }) as unknown as DragEndEvent;

/** Lets a save settle (its `finally`) inside act. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

function setup(move = jest.fn(() => Promise.resolve())) {
  const hook = renderHook(() => useTaskBoardDrag({ tasks, serverLanes: server, move }));
  return { ...hook, move };
}

describe('useTaskBoardDrag', () => {
  it('shows the server’s order until a card is lifted, then the lifted card and its column', () => {
    const { result } = setup();
    expect(result.current.lanes).toBe(server);
    expect(result.current.active).toBeNull();
    act(() => result.current.handlers.onDragStart(start('b')));
    expect(result.current.active?.title).toBe('Order records');
    expect(result.current.activeColumn).toBe('IN_QUEUE');
  });

  it('moves a card into another column at once, above the card it is over or below it past its middle', () => {
    const { result } = setup();
    act(() => result.current.handlers.onDragStart(start('a')));
    act(() => result.current.handlers.onDragOver(overEvent('a', 'c', 0)));
    expect(result.current.lanes).toEqual({ IN_QUEUE: ['b'], IN_PROGRESS: ['a', 'c'], NEED_REVISION: [], DONE: [] });
    expect(result.current.activeColumn).toBe('IN_PROGRESS');

    act(() => result.current.handlers.onDragOver(overEvent('a', 'NEED_REVISION')));
    expect(result.current.lanes.NEED_REVISION).toEqual(['a']);
    expect(result.current.lanes.IN_PROGRESS).toEqual(['c']);

    act(() => result.current.handlers.onDragCancel());
    expect(result.current.lanes).toBe(server);
    expect(result.current.active).toBeNull();
  });

  it('puts a card below the one it is over when dragged past that card’s middle', () => {
    const { result } = setup();
    act(() => result.current.handlers.onDragStart(start('a')));
    act(() => result.current.handlers.onDragOver(overEvent('a', 'c', 130)));
    expect(result.current.lanes.IN_PROGRESS).toEqual(['c', 'a']);
  });

  it('saves a drop in another column as "this column, before that card", keeping the new order while it saves', async () => {
    let saved!: () => void;
    const move = jest.fn(() => new Promise<void>((resolve) => (saved = resolve)));
    const { result } = setup(move);
    act(() => result.current.handlers.onDragStart(start('a')));
    act(() => result.current.handlers.onDragOver(overEvent('a', 'c', 0)));
    // Sortable lists report the lifted card over its own place when it is dropped there.
    act(() => result.current.handlers.onDragEnd(end('a', 'a')));
    expect(move).toHaveBeenCalledWith({ id: 'a', column: 'IN_PROGRESS', beforeId: 'c' });
    expect(result.current.lanes.IN_PROGRESS).toEqual(['a', 'c']);
    expect(result.current.active).toBeNull();
    saved();
    await settle();
    expect(result.current.lanes).toBe(server);
  });

  it('saves a card dropped on another card of its own column in that card’s place', async () => {
    const { result, move } = setup();
    act(() => result.current.handlers.onDragStart(start('a')));
    act(() => result.current.handlers.onDragEnd(end('a', 'b')));
    expect(move).toHaveBeenCalledWith({ id: 'a', column: 'IN_QUEUE', beforeId: null });
    await settle();
  });

  it('saves nothing when a card is dropped where it was, or nowhere', () => {
    const { result, move } = setup();
    act(() => result.current.handlers.onDragStart(start('b')));
    act(() => result.current.handlers.onDragEnd(end('b', 'b')));
    act(() => result.current.handlers.onDragStart(start('a')));
    act(() => result.current.handlers.onDragOver(overEvent('a', 'c')));
    act(() => result.current.handlers.onDragEnd(end('a', null)));
    expect(move).not.toHaveBeenCalled();
    expect(result.current.lanes).toBe(server);
  });

  it('puts the cards back and says so when the move cannot be saved', async () => {
    const show = jest.spyOn(notifications, 'show').mockImplementation(() => '');
    const { result } = setup(jest.fn(() => Promise.reject(new Error('offline'))));
    act(() => result.current.handlers.onDragStart(start('a')));
    act(() => result.current.handlers.onDragOver(overEvent('a', 'c', 0)));
    act(() => result.current.handlers.onDragEnd(end('a', 'c')));
    await settle();
    await waitFor(() => expect(result.current.lanes).toBe(server));
    expect(show).toHaveBeenCalledWith({ color: 'red', message: "The task couldn't be moved. Please try again." });
    show.mockRestore();
  });

  it('tells a screen reader what is lifted, where it is and where it lands', () => {
    const { result } = setup();
    const { announcements } = result.current;
    const a = { id: 'b' } as unknown as DragStartEvent['active'];
    expect(announcements.onDragStart({ active: a })).toBe('Picked up Order records, position 2 of 2 in In Queue.');
    expect(announcements.onDragEnd({ active: a, over: over('b') } as unknown as DragEndEvent)).toBe('Dropped Order records at position 2 of 2 in In Queue.');
    expect(announcements.onDragEnd({ active: a, over: null } as unknown as DragEndEvent)).toBe('Dropped Order records.');
    expect(announcements.onDragCancel({ active: a, over: null } as unknown as DragEndEvent)).toBe('Moving Order records was cancelled.');
  });
});
