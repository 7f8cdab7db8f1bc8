import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { CreateTaskDocument, type TaskColumn } from '../../gql/graphql';
import { today } from '../../lib/dates';
import { serverProblem } from '../../ui/serverProblem';
import { taskTitleProblem } from './taskForm';

/**
 * Create New Task of a board column: the title typed, added at the end of the column (due today,
 * normal priority). Why a title is refused (too long, or the server's words) is kept as `error`,
 * to show under the field; nothing is said in a notification that goes away.
 */
export function useInlineCreate({ column, matterId }: { column: TaskColumn; matterId: string | null }) {
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [createTask, { loading }] = useMutation(CreateTaskDocument, { refetchQueries: ['Board', 'TaskTable'], awaitRefetchQueries: true });
  const close = () => {
    setOpen(false);
    setError(null);
  };
  const add = async () => {
    const text = title.trim();
    if (!text || loading) return;
    const problem = taskTitleProblem(text);
    if (problem) return setError(problem);
    setError(null);
    try {
      await createTask({ variables: { input: { title: text, column, dueDate: today(), priority: 'NORMAL', matterId } } });
      setTitle('');
      close();
    } catch (failure) {
      // The server's words about the title (or any field), else why it failed.
      const found = serverProblem(failure, "The task couldn't be added. Check your connection and try again.");
      setError(found.fields ? Object.values(found.fields).join(' ') : found.message);
    }
  };
  return {
    open,
    show: () => setOpen(true),
    close,
    title,
    type: (text: string) => {
      setTitle(text);
      setError(null);
    },
    error,
    adding: loading,
    add: () => void add(),
  };
}
