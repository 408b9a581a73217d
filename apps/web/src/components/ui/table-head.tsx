/** The header row of the app's data tables (My Submissions, the leaderboard): one look, column names as given. */
export function TableHead({ columns }: { columns: readonly string[] }) {
  return (
    <thead className="bg-slate-50 text-slate-700 dark:bg-slate-800/60 dark:text-slate-300">
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col" className="px-4 py-3 font-semibold">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
