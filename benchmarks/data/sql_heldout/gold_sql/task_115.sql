-- task_115 (department_store, medium): How many department stores does each chain have? List the chain name with its number of stores.
SELECT c.dept_store_chain_name AS chain_name, COUNT(ds.dept_store_id) AS stores
FROM Department_Store_Chain c
LEFT JOIN Department_Stores ds ON ds.dept_store_chain_id = c.dept_store_chain_id
GROUP BY c.dept_store_chain_id, c.dept_store_chain_name;
