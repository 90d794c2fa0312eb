-- Reserved for 0014_dashboards; filled by the session that builds it.
SELECT 1;
