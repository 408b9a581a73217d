export default function LearnPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <header className="mb-8 text-center">
        <h1 className="text-3xl font-bold text-gray-900 dark:text-gray-100">Learning Center</h1>
        <p className="mt-2 text-lg text-gray-600 dark:text-gray-400">
          Master coding concepts through structured courses and hands-on practice
        </p>
      </header>
    </div>
  );
}
