import { LifeBuoy } from "lucide-react";
import { FeaturePlaceholder } from "@/components/feature-placeholder";

export default function HelpScreen() {
  return (
    <FeaturePlaceholder
      title="Help Center"
      subtitle="Answers to common questions, and a way to reach support."
      icon={LifeBuoy}
      emptyTitle="No help articles yet"
      emptyDescription="Searchable answers grouped by category, and a form to contact support, will appear here."
    />
  );
}
