export default function Dashboard() {
  return <main className="p-6">Dashboard</main>;
}
