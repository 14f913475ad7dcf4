export default function Placeholder() {
  return <main className="p-8">Coming in this issue.</main>;
}
