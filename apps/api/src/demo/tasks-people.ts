import type { DemoCompany, DemoFreelancer } from "../modules/users/index";

/* The demo companies and freelancers besides the demo accounts. */

export const COMPANIES: DemoCompany[] = [
  {
    email: "hiring@zenith-retail.demo.crewlance.dev",
    fullName: "Ananya Iyer",
    companyName: "Zenith Retail",
    industry: "E-commerce",
    size: "51-200",
    location: "Mumbai, Maharashtra",
    description: "Online fashion and home store shipping across India.",
  },
  {
    email: "tech@kaveri-health.demo.crewlance.dev",
    fullName: "Dr. Arjun Nair",
    companyName: "Kaveri Health",
    industry: "Healthcare",
    size: "11-50",
    location: "Kochi, Kerala",
    description: "Clinics and telemedicine for towns in South India.",
  },
  {
    email: "studio@monsoon-media.demo.crewlance.dev",
    fullName: "Farah Khan",
    companyName: "Monsoon Media",
    industry: "Media",
    size: "1-10",
    location: "Delhi",
    description: "A small studio making videos and campaigns for consumer brands.",
  },
];

export const FREELANCERS: DemoFreelancer[] = [
  {
    email: "ravi.kumar@demo.crewlance.dev",
    fullName: "Ravi Kumar",
    headline: "React Native and Flutter developer",
    skills: ["React Native", "Flutter", "TypeScript", "Firebase"],
    hourlyRate: 120_000,
    experienceLevel: "INTERMEDIATE",
    location: "Hyderabad, India",
  },
  {
    email: "meera.iyer@demo.crewlance.dev",
    fullName: "Meera Iyer",
    headline: "Product designer (UI/UX, Figma)",
    skills: ["Figma", "UI Design", "UX Research", "Illustrator"],
    hourlyRate: 140_000,
    experienceLevel: "EXPERT",
    location: "Chennai, India",
  },
  {
    email: "sanjay.patel@demo.crewlance.dev",
    fullName: "Sanjay Patel",
    headline: "Data engineer and ML practitioner",
    skills: ["Python", "PostgreSQL", "Machine Learning", "AWS"],
    hourlyRate: 160_000,
    experienceLevel: "EXPERT",
    location: "Ahmedabad, India",
  },
  {
    email: "neha.gupta@demo.crewlance.dev",
    fullName: "Neha Gupta",
    headline: "Content writer and SEO specialist",
    skills: ["Copywriting", "SEO", "Content Strategy", "Hindi"],
    hourlyRate: 60_000,
    experienceLevel: "INTERMEDIATE",
    location: "Jaipur, India",
  },
  {
    email: "arjun.das@demo.crewlance.dev",
    fullName: "Arjun Das",
    headline: "Full-stack JavaScript developer",
    skills: ["React", "Node.js", "MongoDB", "Tailwind CSS"],
    hourlyRate: 90_000,
    experienceLevel: "ENTRY",
    location: "Kolkata, India",
  },
];
