-- task_118 (department_store, hard): List the name and price of every product that nobody has ever ordered.
SELECT product_name, product_price FROM Products
WHERE product_id NOT IN (SELECT product_id FROM Order_Items WHERE product_id IS NOT NULL);
